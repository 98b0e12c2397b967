import { loadConfig, positiveInt } from '@abhyas/runtime';
import { z } from 'zod';

const testAttemptConfigSchema = z.object({
  /** How often the deadline sweep submits attempts whose time (and grace) ran out. */
  ATTEMPT_SWEEP_MS: positiveInt().default(5_000),
});

/** test-attempt's settings; a malformed value stops the start, naming the variable. */
export const loadTestAttemptConfig = (env: Readonly<Record<string, string | undefined>>) => {
  const config = loadConfig(testAttemptConfigSchema, env);
  return { sweepMs: config.ATTEMPT_SWEEP_MS };
};
