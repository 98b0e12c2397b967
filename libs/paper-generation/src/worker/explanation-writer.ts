import type { ExplanationQuestion } from '@abhyas/contracts';

/** One request to the model: explain this question, fixing what was wrong last time. */
export interface ExplainRequest {
  question: ExplanationQuestion;
  /** What the previous answer failed, empty on the first round. */
  feedback: readonly string[];
}

/**
 * The port to whatever writes explanations: the same OpenAI-compatible adapter that writes
 * questions. It answers the model's raw text; reading and checking it is the worker's job.
 */
export interface ExplanationWriter {
  readonly model: string;
  explain(request: ExplainRequest, signal: AbortSignal): Promise<string>;
}
