export type StepOutcome = 'completed' | 'failed' | 'timed_out';

export interface StepResult {
  outcome: StepOutcome;
  error?: unknown;
}

/**
 * Runs a step but stops waiting after `timeoutMs`. The step itself cannot be cancelled;
 * shutdown simply moves on so one stuck connection does not hold up the others.
 */
export async function runWithTimeout(
  step: () => Promise<void> | void,
  timeoutMs: number,
): Promise<StepResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<StepResult>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'timed_out' }), timeoutMs);
  });
  const completed = (async (): Promise<StepResult> => {
    try {
      await step();
      return { outcome: 'completed' };
    } catch (error) {
      return { outcome: 'failed', error };
    }
  })();
  try {
    return await Promise.race([completed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
