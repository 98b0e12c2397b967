import type { Projection, RecordedEvent, SqlExecutor } from '@abhyas/event-store';
import type { PaymentFailureRecorded } from '../domain/payment-failure.decider';

/** The `payment_failures` read model, unique on the order (one record per order). */
export const paymentFailuresProjection = (schema: string): Projection => ({
  name: 'payment-failures',
  handles: ['PaymentFailureRecorded'],
  apply: async (tx: SqlExecutor, recorded: RecordedEvent) => {
    const { data } = recorded as unknown as PaymentFailureRecorded;
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
  reset: async (tx: SqlExecutor) => {
    await tx.query(`truncate ${schema}.payment_failures`);
  },
});
