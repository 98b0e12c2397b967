export type PlanId = 'free' | 'pro' | 'family';

export interface PricingPlan {
  id: PlanId;
  name: string;
  /** Whole rupees per billing period. */
  priceInr: number;
  period: 'month' | null;
  summary: string;
  features: readonly string[];
  cta: string;
  highlighted: boolean;
}

export const FREE_DAILY_QUESTIONS = 10;
export const FAMILY_MAX_LEARNERS = 3;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    priceInr: 0,
    period: null,
    summary: 'Start a daily habit with no payment details.',
    features: [
      'Adaptive drills',
      'Limited daily sets',
      'Basic insights',
      `${FREE_DAILY_QUESTIONS} questions of daily practice`,
    ],
    cta: 'Start free',
    highlighted: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceInr: 299,
    period: 'month',
    summary: 'For a student preparing seriously for exams or an Olympiad.',
    features: ['Unlimited practice', 'Mock tests', 'Detailed analytics'],
    cta: 'Choose Pro',
    highlighted: true,
  },
  {
    id: 'family',
    name: 'Family',
    priceInr: 699,
    period: 'month',
    summary: 'For brothers and sisters learning together.',
    features: [`Up to ${FAMILY_MAX_LEARNERS} learners`, 'Parent dashboard', 'Priority support'],
    cta: 'Choose Family',
    highlighted: false,
  },
];

export const PRICING_NOTE = 'No credit card required; cancel anytime.';

const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** `₹0`, `₹299`, `₹1,499`. */
export function formatInr(amount: number): string {
  return INR.format(amount);
}

export function formatPlanPrice(plan: PricingPlan): { amount: string; period: string | null } {
  return { amount: formatInr(plan.priceInr), period: plan.period ? `/${plan.period}` : null };
}
