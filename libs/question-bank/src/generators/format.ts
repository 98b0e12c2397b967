import { Fraction } from './fraction';

/**
 * How generated questions write numbers, one rule everywhere: whole numbers of four or more
 * digits are grouped the Indian way (1,000; 12,345; 1,23,456; 1,00,00,000), decimals group their
 * whole part the same way, and the minus sign is an ASCII hyphen ("-5") so a child can type it.
 * Fill-in-the-blank answers also list the ungrouped form ("3052"), which grading reads by value.
 */
export const groupIndian = (digits: string): string => {
  if (!/^\d+$/.test(digits)) {
    throw new RangeError(`groupIndian: ${digits}`);
  }
  if (digits.length <= 3) {
    return digits;
  }
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest.length > 0) {
    groups.unshift(rest);
  }
  return `${groups.join(',')},${last3}`;
};

/** A whole number, Indian grouping: formatInt(123456) = "1,23,456", formatInt(-1200) = "-1,200". */
export const formatInt = (n: number): string => {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`formatInt: ${n} is not a safe integer`);
  }
  return `${n < 0 ? '-' : ''}${groupIndian(String(Math.abs(n)))}`;
};

/** A terminating decimal (or whole number), whole part grouped: "1,234.05". */
export const formatDecimal = (value: Fraction): string => {
  const plain = value.toPlainDecimal();
  const negative = plain.startsWith('-');
  const [whole, frac] = (negative ? plain.slice(1) : plain).split('.');
  return `${negative ? '-' : ''}${groupIndian(whole)}${frac === undefined ? '' : `.${frac}`}`;
};

/** A number a question shows: whole numbers grouped, terminating decimals as decimals. */
export const formatNumber = (value: Fraction | number): string =>
  typeof value === 'number' ? formatInt(value) : formatDecimal(value);

/** "3/4", or the whole number when the denominator is 1. */
export const formatFraction = (value: Fraction): string =>
  value.den === 1 ? formatInt(value.num) : `${value.num}/${value.den}`;

/** An integer in brackets with its sign, as sign-rule questions write it: (-7), (+12). */
export const signed = (n: number): string => `(${n < 0 ? '-' : '+'}${formatInt(Math.abs(n))})`;

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/** An exponent written as superscript: sup(12) = "¹²", sup(-3) = "⁻³". */
export const sup = (n: number): string =>
  String(n)
    .split('')
    .map((c) => SUPERSCRIPTS[c])
    .join('');

/** Plain (ungrouped) digits for a fill-in-the-blank answer, plus the grouped form when different. */
export const blankAnswers = (value: Fraction | number): string[] => {
  const shown = formatNumber(value);
  const plain = typeof value === 'number' ? String(value) : value.toPlainDecimal();
  return plain === shown ? [plain] : [plain, shown];
};
