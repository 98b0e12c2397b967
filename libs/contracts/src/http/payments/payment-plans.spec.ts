import { MAX_ORDER_PAISE, PAY_AS_YOU_GO, rupeesToPaise, SUBSCRIPTION_PLANS } from './payment-plans';

describe('MAX_ORDER_PAISE', () => {
  it('covers every plan and the largest pay-as-you-go purchase, far below 2^31', () => {
    for (const plan of SUBSCRIPTION_PLANS) {
      expect(rupeesToPaise(plan.price)).toBeLessThanOrEqual(MAX_ORDER_PAISE);
    }
    expect(rupeesToPaise(PAY_AS_YOU_GO.maxCredits * PAY_AS_YOU_GO.rupeesPerCredit)).toBe(
      MAX_ORDER_PAISE,
    );
    expect(MAX_ORDER_PAISE).toBeLessThan(2 ** 31);
  });
});
