import { PAY_AS_YOU_GO, SUBSCRIPTION_PLANS, WELCOME_BONUS_CREDITS } from '@abhyas/contracts';
import { PRICING_CARDS, PRICING_NOTE, formatInr, formatPlanPrice } from './pricing-plans';

describe('pricing on the landing page', () => {
  it('shows what the product sells: the free start, the four plans and pay as you go', () => {
    expect(PRICING_CARDS.map((card) => [card.name, formatPlanPrice(card)])).toEqual([
      ['Free start', { amount: '₹0', period: null }],
      ['Basic', { amount: '₹100', period: '/month' }],
      ['Standard', { amount: '₹200', period: '/month' }],
      ['Premium', { amount: '₹1,100', period: '/year' }],
      ['Ultra', { amount: '₹2,200', period: '/year' }],
      ['Pay as you go', { amount: '₹1', period: '/credit' }],
    ]);
  });

  it('takes every plan from the constants the Payment page sells by', () => {
    for (const plan of SUBSCRIPTION_PLANS) {
      const card = PRICING_CARDS.find((candidate) => candidate.id === plan.planId);
      expect(card).toMatchObject({
        name: plan.name,
        priceInr: plan.price,
        features: plan.features,
        highlighted: plan.popular,
      });
      expect(card?.summary).toContain(`${plan.credits} credits`);
    }
    expect(PRICING_CARDS[0].summary).toContain(`${WELCOME_BONUS_CREDITS} credits`);
    expect(PRICING_CARDS.at(-1)?.priceInr).toBe(PAY_AS_YOU_GO.rupeesPerCredit);
    expect(PRICING_CARDS.filter((card) => card.highlighted).map((card) => card.name)).toEqual([
      'Standard',
    ]);
    // Nothing the product does not sell.
    expect(PRICING_CARDS.map((card) => card.name)).not.toEqual(
      expect.arrayContaining(['Pro', 'Family']),
    );
  });

  it('says plans are fixed-term, never that they can be cancelled', () => {
    expect(PRICING_NOTE).toBe(
      `Every new account starts with ${WELCOME_BONUS_CREDITS} free credits, no card needed. Plans run for their term and never renew by themselves.`,
    );
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatInr(149900)).toBe('₹1,49,900');
  });
});
