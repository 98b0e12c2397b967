import { defineProjection, type Projection } from '@abhyas/event-store';
import { paymentStream } from '../domain/payment.stream';
import { refusalError } from './capture-refusal';

/** The `payments` read model: history, and the lookups by order and subscription id. */
export const paymentsProjection = (schema: string): Projection =>
  defineProjection({
    name: 'payments',
    streams: [paymentStream],
    handlers: {
      PaymentOpened: async (tx, event) => {
        const d = event.data;
        await tx.query(
          `insert into ${schema}.payments
             (payment_id, user_id, purpose, credits, amount_paise, currency, plan_id, billing_cycle,
              gateway, gateway_subscription_id, status, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $11)
           on conflict (payment_id) do nothing`,
          [
            d.paymentId,
            d.userId,
            d.purpose,
            d.credits,
            d.amountPaise,
            d.currency,
            d.planId ?? null,
            d.billingCycle ?? null,
            d.gateway,
            d.gatewaySubscriptionId ?? null,
            d.openedAt,
          ],
        );
      },
      OrderAttached: async (tx, event) => {
        await tx.query(
          `update ${schema}.payments set order_id = $2, updated_at = $3 where payment_id = $1`,
          [event.data.paymentId, event.data.orderId, event.data.attachedAt],
        );
      },
      PaymentCaptured: async (tx, event) => {
        await tx.query(
          `update ${schema}.payments
              set status = 'completed', gateway_payment_id = $2, method_type = $3,
                  error_code = null, error_description = null, updated_at = $4
            where payment_id = $1`,
          [
            event.data.paymentId,
            event.data.gatewayPaymentId,
            event.data.methodType,
            event.data.capturedAt,
          ],
        );
      },
      PaymentCaptureRefused: async (tx, event) => {
        const error = refusalError(event.data);
        await tx.query(
          `update ${schema}.payments
              set status = 'failed', error_code = $2, error_description = $3, updated_at = $4
            where payment_id = $1 and status <> 'completed'`,
          [event.data.paymentId, error.code, error.description, event.data.refusedAt],
        );
      },
      PaymentCancelled: async (tx, event) => {
        await tx.query(
          `update ${schema}.payments set status = 'cancelled', updated_at = $2
            where payment_id = $1 and status = 'pending'`,
          [event.data.paymentId, event.data.cancelledAt],
        );
      },
      PaymentExpired: async (tx, event) => {
        await tx.query(
          `update ${schema}.payments set status = 'expired', updated_at = $2
            where payment_id = $1 and status = 'pending'`,
          [event.data.paymentId, event.data.expiredAt],
        );
      },
      PaymentFailed: async (tx, event) => {
        await tx.query(
          `update ${schema}.payments
              set status = 'failed', error_code = $2, error_description = $3, updated_at = $4
            where payment_id = $1 and status = 'pending'`,
          [
            event.data.paymentId,
            event.data.error.code,
            event.data.error.description,
            event.data.failedAt,
          ],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.payments`);
    },
  });
