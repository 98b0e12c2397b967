/** Subscription plans and pay as you go (spec: parent-side section 9; fixed-term, architecture.md). */
export const PLAN_TYPES = ['basic', 'standard', 'premium', 'ultra'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface SubscriptionPlan {
  planId: string;
  name: string;
  planType: PlanType;
  billingCycle: BillingCycle;
  credits: number;
  /** Rupees. */
  price: number;
  /** Credits per rupee. */
  conversionRate: number;
  popular: boolean;
  features: string[];
}

/**
 * Each plan carries its credits per rupee: 1.5 for standard and ultra, 1 otherwise (the spec's
 * fallback rates, which equal credits / price for every plan here).
 */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    planId: 'basic_monthly',
    name: 'Basic',
    planType: 'basic',
    billingCycle: 'monthly',
    credits: 100,
    price: 100,
    conversionRate: 1,
    popular: false,
    features: ['100 credits for one month', '10 AI-generated papers', 'Email support'],
  },
  {
    planId: 'standard_monthly',
    name: 'Standard',
    planType: 'standard',
    billingCycle: 'monthly',
    credits: 300,
    price: 200,
    conversionRate: 1.5,
    popular: true,
    features: ['300 credits for one month', '1.5 credits per rupee', 'Priority support'],
  },
  {
    planId: 'premium_yearly',
    name: 'Premium',
    planType: 'premium',
    billingCycle: 'yearly',
    credits: 1100,
    price: 1100,
    conversionRate: 1,
    popular: false,
    features: ['1100 credits for one year', 'Detailed analytics reports', 'Priority support'],
  },
  {
    planId: 'ultra_yearly',
    name: 'Ultra',
    planType: 'ultra',
    billingCycle: 'yearly',
    credits: 3300,
    price: 2200,
    conversionRate: 1.5,
    popular: false,
    features: ['3300 credits for one year', '1.5 credits per rupee', 'Premium support'],
  },
];

export const planById = (planId: string): SubscriptionPlan | undefined =>
  SUBSCRIPTION_PLANS.find((plan) => plan.planId === planId);

/** A plan's term: a calendar month or a calendar year from activation. No renewal. */
export const planTermEnd = (cycle: BillingCycle, start: Date): Date => {
  const end = new Date(start);
  if (cycle === 'monthly') {
    end.setUTCMonth(end.getUTCMonth() + 1);
  } else {
    end.setUTCFullYear(end.getUTCFullYear() + 1);
  }
  return end;
};

export const PAY_AS_YOU_GO = {
  rupeesPerCredit: 1,
  defaultCredits: 10,
  step: 10,
  minCredits: 10,
  maxCredits: 10_000,
} as const;

export const CURRENCY = 'INR';
/** Razorpay and our APIs carry amounts in paise. */
export const PAISE_PER_RUPEE = 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

/**
 * The most one order may cost: the largest pay-as-you-go purchase, above every plan's price.
 * Amounts in requests are bounded by it (stored as 32-bit integers, which it is far below).
 */
export const MAX_ORDER_PAISE =
  PAY_AS_YOU_GO.maxCredits * PAY_AS_YOU_GO.rupeesPerCredit * PAISE_PER_RUPEE;
