import fc from 'fast-check';
import { Fraction, gcd, lcm } from './fraction';

describe('Fraction', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(Fraction.of(6, -8).toString()).toBe('-3/4');
    expect(Fraction.of(0, -5).toString()).toBe('0');
    expect(Fraction.of(10, 5).toString()).toBe('2');
    expect(() => Fraction.of(1, 0)).toThrow(RangeError);
    expect(() => Fraction.of(0.5)).toThrow(RangeError);
  });

  it('adds 0.1 and 0.2 exactly', () => {
    const sum = Fraction.parseDecimal('0.1').add(Fraction.parseDecimal('0.2'));
    expect(sum.toPlainDecimal()).toBe('0.3');
    expect(sum.equals(Fraction.of(3, 10))).toBe(true);
  });

  it('writes terminating decimals exactly and refuses recurring ones', () => {
    expect(Fraction.of(3, 8).toPlainDecimal()).toBe('0.375');
    expect(Fraction.of(-1, 40).toPlainDecimal()).toBe('-0.025');
    expect(Fraction.of(123456789, 1000).toPlainDecimal()).toBe('123456.789');
    expect(Fraction.of(1, 3).isTerminating()).toBe(false);
    expect(() => Fraction.of(1, 3).toPlainDecimal()).toThrow(RangeError);
  });

  it('obeys the field laws on small values (property)', () => {
    const small = fc.integer({ min: -200, max: 200 });
    const den = fc.integer({ min: 1, max: 60 });
    fc.assert(
      fc.property(small, den, small, den, (a, b, c, d) => {
        const x = Fraction.of(a, b);
        const y = Fraction.of(c, d);
        expect(x.add(y).sub(y).equals(x)).toBe(true);
        expect(x.add(y).equals(y.add(x))).toBe(true);
        if (c !== 0) {
          expect(x.mul(y).div(y).equals(x)).toBe(true);
        }
        expect(Math.sign(x.compare(y))).toBe(Math.sign(a * d - c * b));
        expect(gcd(x.num, x.den)).toBe(x.num === 0 ? x.den : 1);
      }),
      { numRuns: 500 },
    );
  });

  it('gcd and lcm', () => {
    expect(gcd(12, 18)).toBe(6);
    expect(lcm(4, 6)).toBe(12);
    expect(lcm(0, 6)).toBe(0);
  });
});
