import { PRICING_NOTE, PRICING_PLANS, formatInr, formatPlanPrice } from './pricing-plans';

describe('pricing plans', () => {
  it('lists Free, Pro and Family at the published prices', () => {
    expect(PRICING_PLANS.map((plan) => [plan.name, formatPlanPrice(plan)])).toEqual([
      ['Free', { amount: '₹0', period: null }],
      ['Pro', { amount: '₹299', period: '/month' }],
      ['Family', { amount: '₹699', period: '/month' }],
    ]);
  });

  it('states what each plan includes', () => {
    const features = Object.fromEntries(PRICING_PLANS.map((plan) => [plan.id, plan.features]));
    expect(features.free).toEqual(
      expect.arrayContaining([
        'Adaptive drills',
        'Limited daily sets',
        'Basic insights',
        '10 questions of daily practice',
      ]),
    );
    expect(features.pro).toEqual(['Unlimited practice', 'Mock tests', 'Detailed analytics']);
    expect(features.family).toEqual(['Up to 3 learners', 'Parent dashboard', 'Priority support']);
    expect(PRICING_NOTE).toBe('No credit card required; cancel anytime.');
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatInr(149900)).toBe('₹1,49,900');
  });
});
