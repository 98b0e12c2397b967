import type { GenerationPlan } from '@abhyas/contracts';
import type { PaperSlot } from '../domain/paper-slots';
import type { ExplanationWriter } from './explanation-writer';

/** One request to the model: these slots of this plan, with what was wrong last time. */
export interface WriteRequest {
  plan: GenerationPlan;
  slots: readonly PaperSlot[];
  /** Per slot number, the checks its previous answer failed. */
  feedback: ReadonlyMap<number, readonly string[]>;
}

/**
 * The port to whatever writes questions (OpenAI or any compatible endpoint). It answers the
 * model's raw text: reading and checking it is the worker's job, so a model that answers badly
 * is handled the same way whichever adapter asked it.
 */
export interface QuestionWriter {
  readonly model: string;
  write(request: WriteRequest, signal: AbortSignal): Promise<string>;
}

/** The provider failed (an HTTP error after the client's own retries, a refused key, a network fault). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

/** No OPENAI_API_KEY where the worker runs: every job fails at once, credits released. */
export class NotConfiguredError extends Error {
  override readonly name = 'NotConfiguredError';
}

const notConfigured = () =>
  Promise.reject(new NotConfiguredError('OPENAI_API_KEY is not set for the worker'));

export const notConfiguredWriter: QuestionWriter & ExplanationWriter = {
  model: 'none',
  write: notConfigured,
  explain: notConfigured,
};
