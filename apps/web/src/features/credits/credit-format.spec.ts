import {
  amountTone,
  formatCredits,
  formatPaise,
  formatRupees,
  formatSignedCredits,
} from './credit-format';

describe('credit and money formatting', () => {
  it('shows paise as rupees', () => {
    expect(formatPaise(10_000)).toBe('₹100');
    expect(formatPaise(110_000)).toBe('₹1,100');
    expect(formatPaise(1_050)).toBe('₹10.5');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatRupees(2200)).toBe('₹2,200');
  });

  it('signs ledger amounts', () => {
    expect(formatSignedCredits(100)).toBe('+100');
    expect(formatSignedCredits(-10)).toBe('\u221210');
    expect(formatSignedCredits(0)).toBe('0');
    expect(formatCredits(3300)).toBe('3,300');
  });

  it('colours additions and deductions', () => {
    expect(amountTone(5)).toBe('credit');
    expect(amountTone(-5)).toBe('debit');
    expect(amountTone(0)).toBe('neutral');
  });
});
