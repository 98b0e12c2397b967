import { defineProjection, type Projection } from '@abhyas/event-store';
import { paymentStream } from '../domain/payment.stream';

/** The `subscriptions` read model: each activated fixed-term subscription. */
export const subscriptionsProjection = (schema: string): Projection =>
  defineProjection({
    name: 'subscriptions',
    streams: [paymentStream],
    handlers: {
      SubscriptionActivated: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.subscriptions
         (subscription_id, payment_id, user_id, plan_id, billing_cycle, credits, starts_at, ends_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (subscription_id) do nothing`,
          [
            data.subscriptionId,
            data.paymentId,
            data.userId,
            data.planId,
            data.billingCycle,
            data.credits,
            data.startsAt,
            data.endsAt,
          ],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.subscriptions`);
    },
  });
