import { PAY_AS_YOU_GO } from '@abhyas/contracts';
import {
  canDecrease,
  canIncrease,
  normaliseCredits,
  paygPriceRupees,
  PAYG_DEFAULT_CREDITS,
  roundingNote,
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

describe('what the credits field says when it changes a typed amount', () => {
  it('says a typed amount is rounded to a step of 10, and to what', () => {
    expect(roundingNote('34')).toBe('34 is rounded to 30: credits are sold in steps of 10.');
    expect(roundingNote('35')).toBe('35 is rounded to 40: credits are sold in steps of 10.');
    expect(roundingNote('12.5')).toBe('12.5 is rounded to 10: credits are sold in steps of 10.');
  });

  it('says when the amount is below the smallest or above the largest purchase', () => {
    expect(roundingNote('0')).toBe('The smallest purchase is 10 credits.');
    expect(roundingNote('-20')).toBe('The smallest purchase is 10 credits.');
    expect(roundingNote('20000')).toBe('At most 10,000 credits can be bought at once.');
    expect(roundingNote('')).toBe('Enter how many credits to buy: 10 will be bought.');
    expect(roundingNote('1e')).toBe('Enter how many credits to buy: 10 will be bought.');
  });

  it('says nothing for an amount bought as typed', () => {
    expect(roundingNote('30')).toBeNull();
    expect(roundingNote(' 10000 ')).toBeNull();
    expect(roundingNote(String(PAY_AS_YOU_GO.minCredits))).toBeNull();
  });
});
