import { CREDIT_BAR_SCALE } from '@abhyas/contracts';
import { creditLevel, creditProgressPercent } from './credit-progress';

describe('creditProgressPercent', () => {
  it('shows the balance out of the 500-credit scale', () => {
    expect(CREDIT_BAR_SCALE).toBe(500);
    expect(creditProgressPercent(250)).toBe(50);
    expect(creditProgressPercent(50)).toBe(10);
    expect(creditProgressPercent(1)).toBe(0);
    expect(creditProgressPercent(3)).toBe(1);
  });

  it('caps at 100 % and never goes below 0', () => {
    expect(creditProgressPercent(500)).toBe(100);
    expect(creditProgressPercent(3300)).toBe(100);
    expect(creditProgressPercent(0)).toBe(0);
    expect(creditProgressPercent(-20)).toBe(0);
    expect(creditProgressPercent(Number.NaN)).toBe(0);
  });

  it('takes another scale when given one', () => {
    expect(creditProgressPercent(50, 100)).toBe(50);
    expect(creditProgressPercent(50, 0)).toBe(0);
  });

  it('marks a balance under a fifth of the scale as low', () => {
    expect(creditLevel(creditProgressPercent(95))).toBe('low');
    expect(creditLevel(creditProgressPercent(100))).toBe('ok');
  });
});
