import { planById, type BillingCycle, type SubscriptionSummary } from '@abhyas/contracts';

export interface SubscriptionTerm {
  subscriptionId: string;
  planId: string;
  billingCycle: BillingCycle;
  credits: number;
  startsAt: Date | string;
  endsAt: Date | string;
}

/** One fixed term as the Payment page shows it: running, still to come, or over, at `now`. */
export const subscriptionSummary = (term: SubscriptionTerm, now: Date): SubscriptionSummary => {
  const startsAt = new Date(term.startsAt);
  const endsAt = new Date(term.endsAt);
  return {
    subscriptionId: term.subscriptionId,
    planId: term.planId,
    name: planById(term.planId)?.name ?? term.planId,
    billingCycle: term.billingCycle,
    credits: term.credits,
    status: endsAt <= now ? 'expired' : startsAt > now ? 'upcoming' : 'active',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  };
};
