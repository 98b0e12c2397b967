/**
 * Column-arithmetic slips children really make, computed exactly, for distractors. Each takes
 * non-negative whole numbers and returns the wrong answer the slip produces.
 */

const digitsOf = (n: number): number[] => String(n).split('').reverse().map(Number);

const fromDigits = (digits: number[]): number =>
  Number(
    [...digits]
      .reverse()
      .join('')
      .replace(/^0+(?=\d)/, ''),
  );

/** Adding column by column but never carrying: 47 + 38 -> 75. */
export const addWithoutCarrying = (a: number, b: number): number => {
  const x = digitsOf(a);
  const y = digitsOf(b);
  const out: number[] = [];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    out.push(((x[i] ?? 0) + (y[i] ?? 0)) % 10);
  }
  return fromDigits(out);
};

/** Writing each column's whole sum side by side: 47 + 38 -> "7" then "15" -> 715. */
export const addWritingColumnSums = (a: number, b: number): number => {
  const x = digitsOf(a);
  const y = digitsOf(b);
  const parts: string[] = [];
  for (let i = Math.max(x.length, y.length) - 1; i >= 0; i--) {
    parts.push(String((x[i] ?? 0) + (y[i] ?? 0)));
  }
  return Number(parts.join(''));
};

/** Taking the smaller digit from the larger in every column: 52 - 38 -> 26. */
export const subtractSmallerFromLarger = (a: number, b: number): number => {
  const x = digitsOf(a);
  const y = digitsOf(b);
  return fromDigits(x.map((d, i) => Math.abs(d - (y[i] ?? 0))));
};

/** Borrowing ten but not reducing the next column: 52 - 38 -> 24. */
export const borrowWithoutReducing = (a: number, b: number): number => {
  const x = digitsOf(a);
  const y = digitsOf(b);
  return fromDigits(x.map((d, i) => (d - (y[i] ?? 0) + 10) % 10));
};

/** Whether a + b carries in any column. */
export const carries = (a: number, b: number): number => {
  const x = digitsOf(a);
  const y = digitsOf(b);
  let carry = 0;
  let count = 0;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const s = (x[i] ?? 0) + (y[i] ?? 0) + carry;
    carry = s >= 10 ? 1 : 0;
    count += carry;
  }
  return count;
};

/** Multiplying by a one-digit number column by column without carrying: 47 x 3 -> 21 (12 -> 2, 21 -> 1). */
export const multiplyWithoutCarrying = (a: number, m: number): number =>
  fromDigits(digitsOf(a).map((d) => (d * m) % 10));

/** Forgetting to shift the partial products: 123 x 45 -> 123 x 4 + 123 x 5. */
export const multiplyWithoutShifting = (a: number, b: number): number =>
  digitsOf(b).reduce((sum, d) => sum + a * d, 0);

/** Dropping the zeros inside a quotient: 309 -> 39. */
export const dropInnerZeros = (n: number): number => {
  const s = String(n);
  return Number(s[0] + s.slice(1).replace(/0+(?=[1-9])/g, ''));
};

/** Place names of the Indian system, by power of ten. */
export const PLACE_NAMES = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'lakhs',
  'ten lakhs',
  'crores',
  'ten crores',
] as const;

/** "7 thousands", "1 thousand", "1 one". */
export const placeCount = (count: number, power: number): string => {
  const name = PLACE_NAMES[power];
  return count === 1 ? `1 ${name === 'ones' ? 'one' : name.replace(/s$/, '')}` : `${count} ${name}`;
};

/** The place a single unit of it is named by: "hundred", "ten thousand", "lakh". */
export const placeUnit = (power: number): string =>
  power === 0 ? 'one' : PLACE_NAMES[power].replace(/s$/, '');
