import type { PaymentFailureClass } from '@abhyas/contracts';
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
  status: 'pending' | 'failed' | 'completed' | 'cancelled' | 'expired';
  method_type: string | null;
  error_code: string | null;
  error_description: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of the `subscriptions` read model: one activated fixed term. */
export interface SubscriptionRow {
  subscription_id: string;
  payment_id: string;
  user_id: string;
  plan_id: string;
  billing_cycle: 'monthly' | 'yearly';
  credits: number;
  starts_at: Date;
  ends_at: Date;
}

export interface FailureRow {
  failure_id: string;
  order_id: string;
  user_id: string;
  payment_id: string | null;
  amount: number | null;
  currency: string;
  gateway: string;
  gateway_transaction_id: string | null;
  status: string;
  error_code: string;
  error_description: string;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  failure_class: PaymentFailureClass;
  metadata: Record<string, unknown> | null;
  reported_at: string | null;
  recorded_at: Date;
}

export interface PageQuery {
  limit: number;
  offset: number;
}

/**
 * Payments' one way to its read models (`payments`, `payment_failures`): the look-ups handlers
 * make before deciding (the deciders re-check what matters) and the pages the screens read.
 * Look-ups inside a transaction (the webhook's inbox) pass it as `executor`.
 */
export class PaymentsRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  byId(paymentId: string, executor: SqlExecutor = this.db): Promise<PaymentRow | undefined> {
    return this.one(executor, 'payment_id', paymentId);
  }

  byOrderId(orderId: string, executor: SqlExecutor = this.db): Promise<PaymentRow | undefined> {
    return this.one(executor, 'order_id', orderId);
  }

  bySubscriptionId(
    subscriptionId: string,
    executor: SqlExecutor = this.db,
  ): Promise<PaymentRow | undefined> {
    return this.one(executor, 'gateway_subscription_id', subscriptionId);
  }

  /** The payment a checkout was opened for: by its order or its subscription id. */
  async byCheckoutId(
    checkoutId: string,
    executor: SqlExecutor = this.db,
  ): Promise<PaymentRow | undefined> {
    return (
      (await this.one(executor, 'order_id', checkoutId)) ??
      (await this.one(executor, 'gateway_subscription_id', checkoutId))
    );
  }

  /** The end of the user's last term of a plan that ends after `after`, if any. */
  async termEndOf(
    userId: string,
    planId: string,
    after: Date,
    executor: SqlExecutor = this.db,
  ): Promise<Date | undefined> {
    const result = await executor.query<{ ends_at: Date | null }>(
      `select max(ends_at) as ends_at from ${this.schema}.subscriptions
        where user_id = $1 and plan_id = $2 and ends_at > $3`,
      [userId, planId, after.toISOString()],
    );
    const endsAt = result.rows[0]?.ends_at;
    return endsAt ? new Date(endsAt) : undefined;
  }

  /** A user's terms running or still to come at `now`, in the order they run. */
  async termsOf(userId: string, now: Date): Promise<SubscriptionRow[]> {
    const result = await this.db.query<SubscriptionRow>(
      `select * from ${this.schema}.subscriptions where user_id = $1 and ends_at > $2
        order by starts_at, subscription_id`,
      [userId, now.toISOString()],
    );
    return result.rows;
  }

  /** Payments still pending that were opened at or before `openedBy`, oldest first. */
  async pendingOpenedBy(openedBy: Date, limit: number): Promise<string[]> {
    const result = await this.db.query<{ payment_id: string }>(
      `select payment_id from ${this.schema}.payments
        where status = 'pending' and created_at <= $1 order by created_at limit $2`,
      [openedBy.toISOString(), limit],
    );
    return result.rows.map((row) => row.payment_id);
  }

  /** A user's payments created in [from, until), newest first, with the total. */
  async paymentsOf(
    userId: string,
    range: { from: Date | null; until: Date | null },
    page: PageQuery,
  ): Promise<{ rows: PaymentRow[]; total: number }> {
    const where = `user_id = $1 and ($2::timestamptz is null or created_at >= $2)
      and ($3::timestamptz is null or created_at < $3)`;
    const params = [userId, range.from?.toISOString() ?? null, range.until?.toISOString() ?? null];
    const rows = await this.db.query<PaymentRow>(
      `select * from ${this.schema}.payments where ${where}
        order by created_at desc, payment_id desc limit $4 offset $5`,
      [...params, page.limit, page.offset],
    );
    const total = await this.db.query<{ n: number }>(
      `select count(*)::int as n from ${this.schema}.payments where ${where}`,
      params,
    );
    return { rows: rows.rows, total: Number(total.rows[0].n) };
  }

  /** A user's recorded failures, newest first, with the total. */
  async failuresOf(
    userId: string,
    page: PageQuery,
  ): Promise<{ rows: FailureRow[]; total: number }> {
    const rows = await this.db.query<FailureRow>(
      `select * from ${this.schema}.payment_failures where user_id = $1
        order by recorded_at desc, failure_id desc limit $2 offset $3`,
      [userId, page.limit, page.offset],
    );
    const total = await this.db.query<{ n: number }>(
      `select count(*)::int as n from ${this.schema}.payment_failures where user_id = $1`,
      [userId],
    );
    return { rows: rows.rows, total: Number(total.rows[0].n) };
  }

  private async one(
    executor: SqlExecutor,
    column: 'payment_id' | 'order_id' | 'gateway_subscription_id',
    value: string,
  ): Promise<PaymentRow | undefined> {
    const result = await executor.query<PaymentRow>(
      `select * from ${this.schema}.payments where ${column} = $1`,
      [value],
    );
    return result.rows[0];
  }
}
