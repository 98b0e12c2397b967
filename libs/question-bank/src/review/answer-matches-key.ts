import type { BankQuestion } from '../schema/question.schema';

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

/**
 * Marks a written answer earns: a rubric point counts when any accepted phrase appears in it as
 * whole words ("no" does not match inside "know", "24" not inside "245").
 */
export const rubricMarks = (
  rubric: readonly { marks: number; accepted: readonly string[] }[],
  given: string,
): number => {
  const answer = asWords(given);
  return rubric
    .filter((point) => point.accepted.some((phrase) => answer.includes(asWords(phrase))))
    .reduce((sum, point) => sum + point.marks, 0);
};

/** Whether an independent solver's answer agrees with the question's key. */
export const answerMatchesKey = (question: BankQuestion, given: string): boolean => {
  switch (question.type) {
    case 'mcq':
      return given.trim().toUpperCase().replace(/[().]/g, '') === question.answer;
    case 'true_false':
      return (
        ['true', 'false'].includes(normaliseAnswer(given)) &&
        (normaliseAnswer(given) === 'true') === question.answer
      );
    case 'fill_blank':
      return blankMatches(question.answer, given);
    case 'short_answer':
    case 'long_answer':
      // A solver's own words agree when they earn at least half the rubric's marks.
      return rubricMarks(question.rubric, given) * 2 >= question.marks;
  }
};
