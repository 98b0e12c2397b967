import {
  CREDIT_COSTS,
  PAY_AS_YOU_GO,
  SUBSCRIPTION_PLANS,
  WELCOME_BONUS_CREDITS,
  type SubscriptionPlan,
} from '@abhyas/contracts';

/** One card of the pricing section: the free start, a plan, or pay as you go. */
export interface PricingCard {
  /** A plan's own planId; `free-start` and `pay-as-you-go` for the other two. */
  id: string;
  name: string;
  /** Whole rupees per `period` (once, when it is null). */
  priceInr: number;
  period: 'month' | 'year' | 'credit' | null;
  summary: string;
  features: readonly string[];
  cta: string;
  highlighted: boolean;
}

const TERM = { monthly: 'month', yearly: 'year' } as const;

/** A plan exactly as the Payment page sells it (SUBSCRIPTION_PLANS): never a copy of it. */
const planCard = (plan: SubscriptionPlan): PricingCard => ({
  id: plan.planId,
  name: plan.name,
  priceInr: plan.price,
  period: TERM[plan.billingCycle],
  summary: `${plan.credits} credits for one ${TERM[plan.billingCycle]}; no automatic renewal.`,
  features: plan.features,
  cta: `Choose ${plan.name}`,
  highlighted: plan.popular,
});

const FREE_START: PricingCard = {
  id: 'free-start',
  name: 'Free start',
  priceInr: 0,
  period: null,
  summary: `${WELCOME_BONUS_CREDITS} credits when you create your family account.`,
  features: [
    `Enough for ${Math.floor(WELCOME_BONUS_CREDITS / CREDIT_COSTS.generatePaperFromBank)} question-bank papers`,
    'Schedule tests and review results',
    'No card needed',
  ],
  cta: 'Start free',
  highlighted: false,
};

const PAY_AS_YOU_GO_CARD: PricingCard = {
  id: 'pay-as-you-go',
  name: 'Pay as you go',
  priceInr: PAY_AS_YOU_GO.rupeesPerCredit,
  period: 'credit',
  summary: `Buy ${PAY_AS_YOU_GO.minCredits} credits or more, in steps of ${PAY_AS_YOU_GO.step}.`,
  features: [
    'Credits never expire',
    `An AI paper costs ${CREDIT_COSTS.generatePaperAi} credits`,
    `A question-bank paper costs ${CREDIT_COSTS.generatePaperFromBank} credits`,
  ],
  cta: 'Get started',
  highlighted: false,
};

/** What the product sells, in the order the Payment page offers it. */
export const PRICING_CARDS: readonly PricingCard[] = [
  FREE_START,
  ...SUBSCRIPTION_PLANS.map(planCard),
  PAY_AS_YOU_GO_CARD,
];

export const PRICING_NOTE = `Every new account starts with ${WELCOME_BONUS_CREDITS} free credits, no card needed. Plans run for their term and never renew by themselves.`;

const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** `₹0`, `₹299`, `₹1,499`. */
export function formatInr(amount: number): string {
  return INR.format(amount);
}

export function formatPlanPrice(card: PricingCard): { amount: string; period: string | null } {
  return { amount: formatInr(card.priceInr), period: card.period ? `/${card.period}` : null };
}
