import { defineProjection, type Projection } from '@abhyas/event-store';
import { paymentFailureStream } from '../domain/payment-failure.stream';

/** The `payment_failures` read model, unique on the order (one record per order). */
export const paymentFailuresProjection = (schema: string): Projection =>
  defineProjection({
    name: 'payment-failures',
    streams: [paymentFailureStream],
    handlers: {
      PaymentFailureRecorded: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.payment_failures
         (failure_id, order_id, user_id, payment_id, amount, currency, gateway,
          gateway_transaction_id, status, error_code, error_description, error_source, error_step,
          error_reason, failure_class, metadata, reported_at, recorded_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18)
       on conflict (order_id) do nothing`,
          [
            data.failureId,
            data.orderId,
            data.userId,
            data.paymentId ?? null,
            data.amount ?? null,
            data.currency,
            data.gateway,
            data.gatewayTransactionId ?? null,
            data.status,
            data.errorCode,
            data.errorDescription,
            data.errorSource ?? null,
            data.errorStep ?? null,
            data.errorReason ?? null,
            data.failureClass,
            JSON.stringify(data.metadata ?? null),
            data.timestamp ?? null,
            data.recordedAt,
          ],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.payment_failures`);
    },
  });
