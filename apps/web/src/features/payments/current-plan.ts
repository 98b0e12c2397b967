import { planTermEnd, type SubscriptionPlan, type SubscriptionSummary } from '@abhyas/contracts';
import { formatCredits, formatDate } from '../credits/credit-format';

const DAY_MS = 86_400_000;

const CYCLE_WORD = { monthly: 'month', yearly: 'year' } as const;

/** Whole days left in a term, counting a started day: 0 once it has ended. */
export function daysRemaining(endsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS));
}

/** `30 days remaining`, `1 day remaining`, `Ends today`. */
export function daysRemainingText(endsAt: string, now: Date): string {
  const days = daysRemaining(endsAt, now);
  if (days === 0) {
    return 'Ends today';
  }
  return `${formatCredits(days)} ${days === 1 ? 'day' : 'days'} remaining`;
}

/** The running term of a plan, if the parent has one now. */
export function runningTermOf(
  terms: readonly SubscriptionSummary[],
  planId: string,
): SubscriptionSummary | undefined {
  return terms.find((term) => term.planId === planId && term.status === 'active');
}

/**
 * What buying a plan that is already running means, said before the parent pays: a new term
 * after the ones bought (credits now), not a replacement. Null when the plan is not running.
 */
export function repurchaseNotice(
  plan: SubscriptionPlan,
  terms: readonly SubscriptionSummary[],
  now: Date,
): string | null {
  const running = runningTermOf(terms, plan.planId);
  if (!running) {
    return null;
  }
  // Terms of one plan follow each other: the last one bought is where the new one starts.
  const lastEnd = terms
    .filter((term) => term.planId === plan.planId)
    .map((term) => term.endsAt)
    .reduce((latest, endsAt) => (endsAt > latest ? endsAt : latest), running.endsAt);
  const newEnd = planTermEnd(plan.billingCycle, new Date(lastEnd)).toISOString();
  return (
    `You already have the ${plan.name} plan until ${formatDate(running.endsAt)} ` +
    `(${daysRemainingText(running.endsAt, now).toLowerCase()}). Buying it again adds a new ` +
    `${CYCLE_WORD[plan.billingCycle]}'s term from ${formatDate(lastEnd)} to ${formatDate(newEnd)}, ` +
    `and its ${formatCredits(plan.credits)} credits are added now.`
  );
}
