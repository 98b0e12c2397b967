import type { MessageBus } from '@abhyas/messaging';
import type { Clock, ServiceCaller } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { serviceExplanationReporter } from './explanation-reporter';
import { GenerationWorker } from './generation-worker';
import { loadGenerationWorkerConfig } from './generation-worker.config';
import { serviceJobReporter } from './job-reporter';
import { OpenAiQuestionWriter } from './openai-question-writer';
import { notConfiguredWriter } from './question-writer';

export interface GenerationWorkerContext {
  bus: MessageBus;
  /**
   * Reaches paper-generation and explanations (the two services it writes for): in-process in
   * standalone, over HTTP when distributed.
   */
  services: ServiceCaller;
  env: Readonly<Record<string, string | undefined>>;
  logger: Logger;
  clock: Clock;
}

/**
 * A generation worker on the given bus, configured from the environment (`OPENAI_*`,
 * `GENERATION_*`). The same worker runs in-process in the standalone shape and as its own
 * process (`apps/generation-worker`) in the distributed one: only the bus and the caller differ.
 * It takes both jobs: AI papers and explanations of questions with no worked solution.
 */
export const createGenerationWorker = (context: GenerationWorkerContext): GenerationWorker => {
  const config = loadGenerationWorkerConfig(context.env);
  const writer = config.OPENAI_API_KEY
    ? new OpenAiQuestionWriter({
        apiKey: config.OPENAI_API_KEY,
        ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
        model: config.OPENAI_MODEL,
        maxRetries: config.OPENAI_MAX_RETRIES,
      })
    : notConfiguredWriter;
  return new GenerationWorker({
    bus: context.bus,
    jobs: serviceJobReporter(context.services),
    writer,
    clock: context.clock,
    logger: context.logger,
    maxRounds: config.GENERATION_MAX_ROUNDS,
    batchSize: config.GENERATION_BATCH_SIZE,
    explanations: { reporter: serviceExplanationReporter(context.services), writer },
  });
};
