import { AI_GENERATION_DEADLINE_MS } from '@abhyas/contracts';
import { loadConfig, positiveInt } from '@abhyas/runtime';
import { z } from 'zod';

const aiGenerationConfigSchema = z.object({
  OPENAI_API_KEY: z.string().optional(),
  /** Shorter in tests; the 300 s of the spec otherwise. */
  AI_GENERATION_DEADLINE_MS: positiveInt().default(AI_GENERATION_DEADLINE_MS),
  /** How often the deadline sweep runs. */
  GENERATION_SWEEP_MS: positiveInt().default(1_000),
});

/** paper-generation's AI settings; a malformed value stops the start, naming the variable. */
export const loadAiGenerationConfig = (env: Readonly<Record<string, string | undefined>>) => {
  const config = loadConfig(aiGenerationConfigSchema, env);
  return {
    configured: Boolean(config.OPENAI_API_KEY),
    deadlineMs: config.AI_GENERATION_DEADLINE_MS,
    sweepMs: config.GENERATION_SWEEP_MS,
  };
};
