import type {
  PaymentFailureRecord,
  PaymentFailuresResponse,
  PaymentHistoryResponse,
  PaymentRecord,
  paymentFailuresQuerySchema,
  paymentHistoryQuerySchema,
} from '@abhyas/contracts';
import type { Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import type { FailureRow, PaymentRow, PaymentsRepository } from './payments.repository';

const RESPONSE_MESSAGES: Record<PaymentRow['status'], string> = {
  completed: 'Payment captured',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  cancelled: 'Checkout closed before paying',
  expired: 'Checkout expired before payment',
};

const toRecord = (row: PaymentRow): PaymentRecord => ({
  paymentId: row.payment_id,
  type: row.purpose,
  amount: row.amount_paise,
  currency: row.currency,
  credits: row.credits,
  paymentMethod: { type: row.method_type ?? 'card' },
  status: row.status,
  timestamp: new Date(row.updated_at).toISOString(),
  createdAt: new Date(row.created_at).toISOString(),
  gateway: {
    name: row.gateway,
    ...(row.order_id ? { orderId: row.order_id } : {}),
    ...(row.gateway_subscription_id ? { subscriptionId: row.gateway_subscription_id } : {}),
    ...(row.gateway_payment_id ? { transactionId: row.gateway_payment_id } : {}),
    responseMessage:
      row.status === 'failed' && row.error_description
        ? row.error_description
        : RESPONSE_MESSAGES[row.status],
  },
  metadata: {
    ...(row.plan_id ? { planId: row.plan_id } : {}),
    ...(row.status === 'failed' && row.error_code
      ? {
          errorDetails: {
            description: row.error_description ?? RESPONSE_MESSAGES.failed,
            code: row.error_code,
          },
        }
      : {}),
  },
});

const optional = <Key extends string, Value>(key: Key, value: Value | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<Key, Value>>;

const toFailure = (row: FailureRow): PaymentFailureRecord => ({
  failureId: row.failure_id,
  orderId: row.order_id,
  ...optional('paymentId', row.payment_id),
  ...optional('amount', row.amount),
  currency: row.currency,
  gateway: row.gateway,
  ...optional('gatewayTransactionId', row.gateway_transaction_id),
  status: row.status,
  errorCode: row.error_code,
  errorDescription: row.error_description,
  ...optional('errorSource', row.error_source),
  ...optional('errorStep', row.error_step),
  ...optional('errorReason', row.error_reason),
  failureClass: row.failure_class,
  timestamp: row.reported_at ?? new Date(row.recorded_at).toISOString(),
  ...optional('metadata', row.metadata),
  userId: row.user_id,
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A validated query date (the contract checked it): a day runs to its end, an instant is exact. */
const toBound = (value: string | undefined, endOfDay: boolean): Date | null => {
  if (!value) {
    return null;
  }
  const date = new Date(value);
  if (endOfDay && DATE_ONLY.test(value)) {
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return date;
};

/** The Payment page's and the transaction log's reads, newest first, own payments only. */
export class PaymentQueries {
  constructor(private readonly repository: PaymentsRepository) {}

  async history(
    principal: Principal,
    userId: string,
    query: z.output<typeof paymentHistoryQuerySchema>,
  ): Promise<PaymentHistoryResponse> {
    const { rows, total } = await this.repository.paymentsOf(
      userId,
      { from: toBound(query.startDate, false), until: toBound(query.endDate, true) },
      query,
    );
    return { success: true, payments: rows.map(toRecord), total };
  }

  async failures(
    principal: Principal,
    userId: string,
    query: z.output<typeof paymentFailuresQuerySchema>,
  ): Promise<PaymentFailuresResponse> {
    const { rows, total } = await this.repository.failuresOf(userId, query);
    return { success: true, failures: rows.map(toFailure), total };
  }
}
