import { loadConfig, positiveInt, url } from '@abhyas/runtime';
import { z } from 'zod';

/** A count that may be zero (`OPENAI_MAX_RETRIES=0`). */
const count = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'must be a whole number from 0 to 999')
    .transform(Number);

export const generationWorkerConfigSchema = z.object({
  /** Without it every job fails at once, credits released (paper-generation refuses new ones). */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: url().optional(),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_MAX_RETRIES: count().default(2),
  /** Requests per job: the first and the regenerations of the questions it refused. */
  GENERATION_MAX_ROUNDS: positiveInt().default(3),
  /** Questions asked for per request. */
  GENERATION_BATCH_SIZE: positiveInt().default(25),
});

export type GenerationWorkerConfig = z.output<typeof generationWorkerConfigSchema>;

export const loadGenerationWorkerConfig = (env: Readonly<Record<string, string | undefined>>) =>
  loadConfig(generationWorkerConfigSchema, env);
