/**
 * How a child's answer is compared with a key: one implementation, used when a solver's answer
 * is checked against the bank (question-bank) and when a test is graded (test-attempt), and by
 * the screens that show which option an answer names.
 */

/** Case, spacing and Unicode form folded; what a blank or a rubric phrase is compared on. */
export const normaliseAnswer = (text: string): string =>
  text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim().replace(/[.।]$/, '');

/**
 * A number written as a child writes it: `0.5`, `.5`, `1/2`, `1 1/4` (a mixed number), `−3/4`
 * (with the typographic minus), `1,00,000`; undefined when it is not a number.
 */
export const numericValue = (text: string): number | undefined => {
  const t = text
    .trim()
    .replace(/,/g, '')
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, ' ');
  const fraction = /^(-?)(?:(\d+) )?(\d+) ?\/ ?(\d+)$/.exec(t);
  if (fraction) {
    const [, sign, whole, numerator, denominator] = fraction;
    if (Number(denominator) === 0) {
      return undefined;
    }
    const value = Number(whole ?? 0) + Number(numerator) / Number(denominator);
    return sign === '-' ? -value : value;
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : undefined;
};

/** A blank: any accepted form, or the same number written another way (0.5 = 1/2 = .5). */
export const blankMatches = (accepted: readonly string[], given: string): boolean => {
  const value = numericValue(given);
  return accepted.some((key) => {
    const keyValue = numericValue(key);
    if (keyValue !== undefined && value !== undefined) {
      return Math.abs(keyValue - value) < 1e-9;
    }
    return normaliseAnswer(key) === normaliseAnswer(given);
  });
};

/** Words of a written answer, punctuation apart, padded so phrases match whole words only. */
const asWords = (text: string): string =>
  ` ${normaliseAnswer(text)
    // a point stays only inside a number (0.5); slashes and hyphens stay (1/2, well-known)
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N}./-]+/gu, ' ')
    .trim()} `;

/** Whether any accepted phrase appears in a written answer as whole words. */
export const phraseFound = (accepted: readonly string[], given: string): boolean => {
  const answer = asWords(given);
  return accepted.some((phrase) => answer.includes(asWords(phrase)));
};

/**
 * Marks a written answer earns: a rubric point counts when any accepted phrase appears in it as
 * whole words ("no" does not match inside "know", "24" not inside "245").
 */
export const rubricMarks = (
  rubric: readonly { marks: number; accepted: readonly string[] }[],
  given: string,
): number =>
  rubric
    .filter((point) => phraseFound(point.accepted, given))
    .reduce((sum, point) => sum + point.marks, 0);

const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** An option's text without a leading letter prefix such as `A)`, `(b)` or `C.` (spec §5). */
export const stripOptionPrefix = (option: string): string =>
  option.replace(/^\s*\(?[A-Fa-f][).:]\s+/, '');

/**
 * Which option an answer names, by the spec's rule: a letter A–D names the option whose letter
 * it is, a digit 0–3 the option at that index, otherwise the option whose text equals it (letter
 * prefixes stripped on both sides). Undefined when it names none.
 */
export const optionIndexOf = (options: readonly string[], answer: string): number | undefined => {
  const given = answer.trim();
  if (given === '') {
    return undefined;
  }
  const letter = given.replace(/[().]/g, '').toUpperCase();
  const byLetter = OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);
  if (letter.length === 1 && byLetter >= 0 && byLetter < options.length) {
    return byLetter;
  }
  if (/^\d$/.test(given) && Number(given) < options.length) {
    return Number(given);
  }
  const text = normaliseAnswer(stripOptionPrefix(given));
  const byText = options.findIndex((option) => normaliseAnswer(stripOptionPrefix(option)) === text);
  return byText >= 0 ? byText : undefined;
};

/** The letter of the option at `index` (0 → 'A'). */
export const optionLetter = (index: number): string => OPTION_LETTERS[index] ?? String(index);

/** True/False: the answer as a boolean, whatever way it was written; undefined when neither. */
export const trueFalseValue = (answer: string): boolean | undefined => {
  const given = normaliseAnswer(answer);
  if (['true', 't', 'a', '0'].includes(given)) {
    return true;
  }
  if (['false', 'f', 'b', '1'].includes(given)) {
    return false;
  }
  return undefined;
};
