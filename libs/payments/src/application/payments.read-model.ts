import type { SqlExecutor } from '@abhyas/event-store';

/** A row of the `payments` read model (history and lookups by gateway ids). */
export interface PaymentRow {
  payment_id: string;
  user_id: string;
  purpose: 'credits' | 'subscription';
  credits: number;
  amount_paise: number;
  currency: 'INR';
  plan_id: string | null;
  billing_cycle: 'monthly' | 'yearly' | null;
  gateway: 'razorpay' | 'sandbox';
  order_id: string | null;
  gateway_subscription_id: string | null;
  gateway_payment_id: string | null;
  status: 'pending' | 'failed' | 'completed';
  method_type: string | null;
  error_code: string | null;
  error_description: string | null;
  created_at: Date;
  updated_at: Date;
}

const one = async (
  db: SqlExecutor,
  schema: string,
  column: 'payment_id' | 'order_id' | 'gateway_subscription_id',
  value: string,
): Promise<PaymentRow | undefined> =>
  (await db.query<PaymentRow>(`select * from ${schema}.payments where ${column} = $1`, [value]))
    .rows[0];

/** Lookups the handlers make before deciding; the deciders re-check what matters. */
export const paymentsReadModel = (schema: string) => ({
  byId: (db: SqlExecutor, paymentId: string) => one(db, schema, 'payment_id', paymentId),
  byOrderId: (db: SqlExecutor, orderId: string) => one(db, schema, 'order_id', orderId),
  bySubscriptionId: (db: SqlExecutor, subscriptionId: string) =>
    one(db, schema, 'gateway_subscription_id', subscriptionId),
  /** The payment a checkout was opened for: by its order or its subscription id. */
  byCheckoutId: async (db: SqlExecutor, checkoutId: string) =>
    (await one(db, schema, 'order_id', checkoutId)) ??
    (await one(db, schema, 'gateway_subscription_id', checkoutId)),
});
export type PaymentsReadModel = ReturnType<typeof paymentsReadModel>;
