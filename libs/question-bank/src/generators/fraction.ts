/**
 * Exact rational numbers for stems, options and solutions: no 0.30000000000000004 ever reaches
 * a child. Always reduced, denominator positive. Numerators and denominators stay safe integers
 * (every operation checks), which the generators' small numbers never come near.
 */

export const gcd = (a: number, b: number): number => {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    [x, y] = [y, x % y];
  }
  return x;
};

export const lcm = (a: number, b: number): number =>
  a === 0 || b === 0 ? 0 : Math.abs((a / gcd(a, b)) * b);

const safe = (n: number, what: string): number => {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Fraction: ${what} ${n} is not a safe integer`);
  }
  return n;
};

export class Fraction {
  readonly num: number;
  readonly den: number;

  private constructor(num: number, den: number) {
    this.num = num;
    this.den = den;
  }

  static of(num: number, den = 1): Fraction {
    safe(num, 'numerator');
    safe(den, 'denominator');
    if (den === 0) {
      throw new RangeError('Fraction: zero denominator');
    }
    const g = gcd(num, den) || 1;
    const sign = den < 0 ? -1 : 1;
    // `+ 0` turns -0 into 0.
    return new Fraction((sign * num) / g + 0, (sign * den) / g);
  }

  static readonly ZERO = Fraction.of(0);
  static readonly ONE = Fraction.of(1);

  /** An exact decimal written as a string ("12.05", "-0.3"). */
  static parseDecimal(text: string): Fraction {
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.replace(/,/g, ''));
    if (!m) {
      throw new RangeError(`Fraction.parseDecimal: ${text}`);
    }
    const decimals = m[3] ?? '';
    const value = Fraction.of(Number(m[2] + decimals), 10 ** decimals.length);
    return m[1] === '-' ? value.neg() : value;
  }

  add(o: Fraction | number): Fraction {
    const b = toFraction(o);
    return Fraction.of(
      safe(this.num * b.den + b.num * this.den, 'sum'),
      safe(this.den * b.den, 'sum'),
    );
  }

  sub(o: Fraction | number): Fraction {
    return this.add(toFraction(o).neg());
  }

  mul(o: Fraction | number): Fraction {
    const b = toFraction(o);
    return Fraction.of(safe(this.num * b.num, 'product'), safe(this.den * b.den, 'product'));
  }

  div(o: Fraction | number): Fraction {
    const b = toFraction(o);
    if (b.num === 0) {
      throw new RangeError('Fraction: division by zero');
    }
    return Fraction.of(safe(this.num * b.den, 'quotient'), safe(this.den * b.num, 'quotient'));
  }

  neg(): Fraction {
    return Fraction.of(-this.num, this.den);
  }

  abs(): Fraction {
    return Fraction.of(Math.abs(this.num), this.den);
  }

  compare(o: Fraction | number): -1 | 0 | 1 {
    const b = toFraction(o);
    const d = this.num * b.den - b.num * this.den;
    return d < 0 ? -1 : d > 0 ? 1 : 0;
  }

  equals(o: Fraction | number): boolean {
    return this.compare(o) === 0;
  }

  isInteger(): boolean {
    return this.den === 1;
  }

  /** Whether the decimal expansion ends (denominator has no prime factor but 2 and 5). */
  isTerminating(): boolean {
    let d = this.den;
    while (d % 2 === 0) {
      d /= 2;
    }
    while (d % 5 === 0) {
      d /= 5;
    }
    return d === 1;
  }

  /** "3/4", "-3/4", "5". */
  toString(): string {
    return this.den === 1 ? String(this.num) : `${this.num}/${this.den}`;
  }

  /** Plain decimal digits without grouping ("1234.5"); throws for a recurring decimal. */
  toPlainDecimal(): string {
    if (!this.isTerminating()) {
      throw new RangeError(`Fraction ${this.toString()} has no terminating decimal`);
    }
    let places = 0;
    let scale = 1;
    while (scale % this.den !== 0) {
      places++;
      scale *= 10;
    }
    const scaled = BigInt(this.num) * BigInt(scale / this.den);
    const negative = scaled < 0n;
    const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
    const whole = digits.slice(0, digits.length - places);
    const frac = digits.slice(digits.length - places);
    return `${negative ? '-' : ''}${whole}${places > 0 ? `.${frac}` : ''}`;
  }
}

const toFraction = (o: Fraction | number): Fraction => (typeof o === 'number' ? Fraction.of(o) : o);
