import type { GenerationFailureReason } from '@abhyas/contracts';
import { InvalidOutputError } from './paper-writing';
import { NotConfiguredError, ProviderError } from './question-writer';

/** Why a running job was cut short by the worker itself. */
export class DeadlineReached extends Error {
  override readonly name = 'DeadlineReached';
}
export class WorkerStopping extends Error {
  override readonly name = 'WorkerStopping';
}

/** The failure the worker can name (and reports), or undefined for one it cannot. */
export const failureReason = (error: unknown): GenerationFailureReason | undefined => {
  if (error instanceof DeadlineReached) {
    return 'timed_out';
  }
  if (error instanceof InvalidOutputError) {
    return 'invalid_output';
  }
  if (error instanceof NotConfiguredError) {
    return 'not_configured';
  }
  return error instanceof ProviderError ? 'provider_failed' : undefined;
};
