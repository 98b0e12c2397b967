import {
  creditsDebitedV1,
  creditsGrantedV1,
  serviceTopic,
  type PayloadOf,
} from '@abhyas/contracts';
import type { OutboxMessage, RecordedEvent } from '@abhyas/event-store';
import type { CreditAccountEvent } from '../domain/credit-account.events';

const topic = serviceTopic('credits-ledger');

const message = (recorded: RecordedEvent, type: string, key: string, payload: unknown) => ({
  messageId: recorded.eventId,
  topic,
  key,
  type,
  payload,
});

/**
 * What other services learn of the ledger: every entry that moves a balance (a grant, a debit, a
 * committed reservation). Reservations and releases stay inside. The message id is the event's.
 */
export const ledgerOutbox = (events: readonly RecordedEvent[]): OutboxMessage[] =>
  events.flatMap((recorded): OutboxMessage[] => {
    const event = { type: recorded.type, data: recorded.data } as CreditAccountEvent;
    switch (event.type) {
      case 'CreditsGranted': {
        const { accountId, transferId, transactionId, amount, balanceAfter, at, type } = event.data;
        const payload: PayloadOf<typeof creditsGrantedV1> = {
          accountId,
          transferId,
          transactionId,
          amount,
          balanceAfter,
          at,
          type,
        };
        return [message(recorded, creditsGrantedV1.type, accountId, payload)];
      }
      case 'CreditsDebited':
      case 'ReservationCommitted': {
        const { accountId, transactionId, amount, balanceAfter, at, category } = event.data;
        const transferId =
          event.type === 'CreditsDebited' ? event.data.transferId : event.data.reservationId;
        const payload: PayloadOf<typeof creditsDebitedV1> = {
          accountId,
          transferId,
          transactionId,
          amount,
          balanceAfter,
          at,
          category,
          type: event.type === 'CreditsDebited' ? (event.data.type ?? 'usage') : 'usage',
        };
        return [message(recorded, creditsDebitedV1.type, accountId, payload)];
      }
      case 'CreditsReserved':
      case 'ReservationReleased':
        return [];
      default: {
        const unhandled: never = event;
        throw new Error(`no integration event decision for ${JSON.stringify(unhandled)}`);
      }
    }
  });
