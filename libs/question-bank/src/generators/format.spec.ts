import fc from 'fast-check';
import { blankAnswers, formatDecimal, formatInt, groupIndian, signed, sup } from './format';
import { Fraction } from './fraction';
import { numberFormatProblems } from './spec-support';

describe('Indian number formatting', () => {
  it('groups the Indian way', () => {
    expect(formatInt(7)).toBe('7');
    expect(formatInt(999)).toBe('999');
    expect(formatInt(1000)).toBe('1,000');
    expect(formatInt(12345)).toBe('12,345');
    expect(formatInt(100000)).toBe('1,00,000');
    expect(formatInt(123456789)).toBe('12,34,56,789');
    expect(formatInt(-1200)).toBe('-1,200');
    expect(groupIndian('10000000')).toBe('1,00,00,000');
  });

  it('groups the whole part of decimals only', () => {
    expect(formatDecimal(Fraction.of(1234567, 1000))).toBe('1,234.567');
    expect(formatDecimal(Fraction.of(-5, 10000))).toBe('-0.0005');
    expect(formatDecimal(Fraction.of(5))).toBe('5');
  });

  it('round-trips and always matches the grouping rule (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_000_000_000_000, max: 9_000_000_000_000 }), (n) => {
        const text = formatInt(n);
        expect(Number(text.replace(/,/g, ''))).toBe(n);
        expect(text.replace(/^-/, '')).toMatch(/^(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
        expect(numberFormatProblems(text)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('the spec checker flags ungrouped and wrongly grouped numbers', () => {
    expect(numberFormatProblems('What is 4738 + 12?')).toHaveLength(1);
    expect(numberFormatProblems('1,234,567 is Western grouping')).toHaveLength(1);
    expect(numberFormatProblems('12,34,567 and 0.04567 and 3/4')).toEqual([]);
  });

  it('writes signs, superscripts and blank answers', () => {
    expect(signed(-7)).toBe('(-7)');
    expect(signed(12)).toBe('(+12)');
    expect(sup(12)).toBe('¹²');
    expect(sup(-3)).toBe('⁻³');
    expect(blankAnswers(3052)).toEqual(['3052', '3,052']);
    expect(blankAnswers(52)).toEqual(['52']);
    expect(blankAnswers(Fraction.of(12345, 10))).toEqual(['1234.5', '1,234.5']);
  });
});
