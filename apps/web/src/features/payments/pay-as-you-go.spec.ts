import { PAY_AS_YOU_GO } from '@abhyas/contracts';
import {
  canDecrease,
  canIncrease,
  normaliseCredits,
  paygPriceRupees,
  PAYG_DEFAULT_CREDITS,
  stepCredits,
} from './pay-as-you-go';

describe('pay as you go stepper', () => {
  it('starts at 10 credits and moves in steps of 10', () => {
    expect(PAYG_DEFAULT_CREDITS).toBe(10);
    expect(stepCredits(10, 1)).toBe(20);
    expect(stepCredits(20, -1)).toBe(10);
  });

  it('never goes below the minimum of 10', () => {
    expect(stepCredits(10, -1)).toBe(10);
    expect(canDecrease(10)).toBe(false);
    expect(canDecrease(20)).toBe(true);
  });

  it('stops at the maximum', () => {
    expect(stepCredits(PAY_AS_YOU_GO.maxCredits, 1)).toBe(PAY_AS_YOU_GO.maxCredits);
    expect(canIncrease(PAY_AS_YOU_GO.maxCredits)).toBe(false);
    expect(canIncrease(10)).toBe(true);
  });

  it('snaps typed values to a valid amount', () => {
    expect(normaliseCredits(34)).toBe(30);
    expect(normaliseCredits(35)).toBe(40);
    expect(normaliseCredits(0)).toBe(10);
    expect(normaliseCredits(-50)).toBe(10);
    expect(normaliseCredits(Number.NaN)).toBe(10);
    expect(normaliseCredits(1e9)).toBe(PAY_AS_YOU_GO.maxCredits);
  });

  it('costs one rupee per credit, sent in paise', () => {
    expect(paygPriceRupees(10)).toBe(10);
    expect(paygPriceRupees(250)).toBe(250);
  });
});
