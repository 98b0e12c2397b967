import { paymentCapturedV1, paymentFailedV1, subscriptionActivatedV1 } from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { grantFor } from './credit-grant';
import { paymentDecider } from './payment.decider';
import { paymentEvents } from './payment.events';

/**
 * One purchase (`payment-<paymentId>`). What other services learn of it, keyed by the user so
 * one user's events stay in order: its capture (with the exact grant the ledger applies), its
 * failure, and a subscription's activation.
 */
export const paymentStream = defineStream({
  type: 'payment',
  events: paymentEvents,
  decider: paymentDecider,
  publishes: {
    PaymentCaptured: (d, state) =>
      publish(paymentCapturedV1, d.userId, {
        paymentId: d.paymentId,
        userId: d.userId,
        ...(d.orderId ? { orderId: d.orderId } : {}),
        ...(d.gatewaySubscriptionId ? { subscriptionId: d.gatewaySubscriptionId } : {}),
        gatewayPaymentId: d.gatewayPaymentId,
        amountPaise: d.amountPaise,
        currency: d.currency,
        purpose: d.purpose,
        grant: grantFor(d, state.status === 'Empty' ? undefined : state.opened.planId),
        capturedAt: d.capturedAt,
      }),
    PaymentFailed: (d) =>
      publish(paymentFailedV1, d.userId, {
        paymentId: d.paymentId,
        userId: d.userId,
        ...(d.orderId ? { orderId: d.orderId } : {}),
        errorCode: d.error.code,
        errorDescription: d.error.description,
        failedAt: d.failedAt,
      }),
    SubscriptionActivated: ({ paymentId: _paymentId, ...payload }) =>
      publish(subscriptionActivatedV1, payload.userId, payload),
  },
});
