import { generatedExplanationSchema, type GeneratedExplanation } from '@abhyas/contracts';
import type { ExplainRequest, ExplanationWriter } from './explanation-writer';
import { InvalidOutputError } from './paper-writing';

export interface ExplanationWriting {
  question: ExplainRequest['question'];
  writer: ExplanationWriter;
  signal: AbortSignal;
  /** Requests in all: the first, then one per refused answer. */
  maxRounds: number;
}

type Judged = { ok: true; explanation: GeneratedExplanation } | { ok: false; issues: string[] };

/** The model's text against the contract's schema (the same one the service checks again). */
export const judgeExplanation = (content: string): Judged => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, issues: ['the answer was not valid JSON'] };
  }
  const result = generatedExplanationSchema.safeParse(parsed);
  return result.success
    ? { ok: true, explanation: result.data }
    : {
        ok: false,
        issues: result.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`),
      };
};

/**
 * Asks for the explanation, checks it, and asks again with what was wrong, a bounded number of
 * times. Throws `InvalidOutputError` when the last round is still refused; the provider's and
 * the deadline's errors pass through.
 */
export const writeExplanation = async (
  writing: ExplanationWriting,
): Promise<GeneratedExplanation> => {
  let feedback: string[] = [];
  for (let round = 1; round <= writing.maxRounds; round++) {
    const content = await writing.writer.explain(
      { question: writing.question, feedback },
      writing.signal,
    );
    const judged = judgeExplanation(content);
    if (judged.ok) {
      return judged.explanation;
    }
    feedback = judged.issues;
  }
  throw new InvalidOutputError(
    `the explanation was still invalid after ${writing.maxRounds} rounds (${feedback.join('; ')})`,
  );
};
