import { AI_GENERATION_DEADLINE_MS } from '@abhyas/contracts';
import { loadConfig, positiveInt } from '@abhyas/runtime';
import { z } from 'zod';

/**
 * The same settings as AI papers: with OPENAI_API_KEY, an approval whose question kept no
 * worked solution is written by the generation worker within the deadline.
 */
const explanationsAiConfigSchema = z.object({
  OPENAI_API_KEY: z.string().optional(),
  /** Shorter in tests; the 300 s of the spec otherwise. */
  AI_GENERATION_DEADLINE_MS: positiveInt().default(AI_GENERATION_DEADLINE_MS),
  /** How often the deadline sweep runs. */
  GENERATION_SWEEP_MS: positiveInt().default(1_000),
});

export interface ExplanationsAiConfig {
  configured: boolean;
  deadlineMs: number;
  sweepMs: number;
}

/** A malformed value stops the start, naming the variable. */
export const loadExplanationsAiConfig = (
  env: Readonly<Record<string, string | undefined>>,
): ExplanationsAiConfig => {
  const config = loadConfig(explanationsAiConfigSchema, env);
  return {
    configured: Boolean(config.OPENAI_API_KEY),
    deadlineMs: config.AI_GENERATION_DEADLINE_MS,
    sweepMs: config.GENERATION_SWEEP_MS,
  };
};
