import { creditsDebitedV1, creditsGrantedV1 } from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { creditAccountDecider } from './credit-account.decider';
import { creditAccountEvents } from './credit-account.events';

/**
 * A credit account: one stream per account holder (`credit-account-<accountId>`). What other
 * services learn of it is every entry that moves a balance (a grant, a debit, a committed
 * reservation); reservations and releases stay inside.
 */
export const creditAccountStream = defineStream({
  type: 'credit-account',
  events: creditAccountEvents,
  decider: creditAccountDecider,
  publishes: {
    CreditsGranted: ({ accountId, transferId, transactionId, amount, balanceAfter, at, type }) =>
      publish(creditsGrantedV1, accountId, {
        accountId,
        transferId,
        transactionId,
        amount,
        balanceAfter,
        at,
        type,
      }),
    CreditsDebited: (data) =>
      publish(creditsDebitedV1, data.accountId, {
        accountId: data.accountId,
        transferId: data.transferId,
        transactionId: data.transactionId,
        amount: data.amount,
        balanceAfter: data.balanceAfter,
        at: data.at,
        category: data.category,
        type: data.type ?? 'usage',
      }),
    ReservationCommitted: (data) =>
      publish(creditsDebitedV1, data.accountId, {
        accountId: data.accountId,
        transferId: data.reservationId,
        transactionId: data.transactionId,
        amount: data.amount,
        balanceAfter: data.balanceAfter,
        at: data.at,
        category: data.category,
        type: 'usage',
      }),
  },
});
