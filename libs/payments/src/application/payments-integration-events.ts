import {
  paymentCapturedV1,
  paymentFailedV1,
  serviceTopic,
  subscriptionActivatedV1,
  type PayloadOf,
} from '@abhyas/contracts';
import type { OutboxMessage, RecordedEvent } from '@abhyas/event-store';
import type { PaymentState } from '../domain/payment.decider';
import type { PaymentEvent } from '../domain/payment.events';
import { grantFor } from './credit-grant';

const topic = serviceTopic('payments');

const message = (type: string, key: string, id: string, payload: unknown): OutboxMessage => ({
  messageId: id,
  topic,
  key,
  type,
  payload,
});

/**
 * What other services learn of a payment stream's new events, written in the append's
 * transaction. Keyed by the user so one user's events stay in order; the message id is the
 * event's, so a relay retry is deduplicated by consumers.
 */
export const paymentOutbox = (
  recorded: readonly RecordedEvent[],
  state: PaymentState,
): OutboxMessage[] => {
  const planId = state.status === 'Empty' ? undefined : state.opened.planId;
  return recorded.flatMap((stored): OutboxMessage[] => {
    const event = { type: stored.type, data: stored.data } as PaymentEvent;
    switch (event.type) {
      case 'PaymentCaptured': {
        const d = event.data;
        const payload: PayloadOf<typeof paymentCapturedV1> = {
          paymentId: d.paymentId,
          userId: d.userId,
          ...(d.orderId ? { orderId: d.orderId } : {}),
          ...(d.gatewaySubscriptionId ? { subscriptionId: d.gatewaySubscriptionId } : {}),
          gatewayPaymentId: d.gatewayPaymentId,
          amountPaise: d.amountPaise,
          currency: d.currency,
          purpose: d.purpose,
          grant: grantFor(d, planId),
          capturedAt: d.capturedAt,
        };
        return [message(paymentCapturedV1.type, d.userId, stored.eventId, payload)];
      }
      case 'PaymentFailed': {
        const d = event.data;
        const payload: PayloadOf<typeof paymentFailedV1> = {
          paymentId: d.paymentId,
          userId: d.userId,
          ...(d.orderId ? { orderId: d.orderId } : {}),
          errorCode: d.error.code,
          errorDescription: d.error.description,
          failedAt: d.failedAt,
        };
        return [message(paymentFailedV1.type, d.userId, stored.eventId, payload)];
      }
      case 'SubscriptionActivated': {
        const { paymentId: _paymentId, ...payload } = event.data;
        const typed: PayloadOf<typeof subscriptionActivatedV1> = payload;
        return [message(subscriptionActivatedV1.type, payload.userId, stored.eventId, typed)];
      }
      case 'PaymentOpened':
      case 'OrderAttached':
        return [];
      default: {
        const unhandled: never = event;
        throw new Error(`no integration event for ${JSON.stringify(unhandled)}`);
      }
    }
  });
};
