import { InProcessServiceDirectory, internalAuthKey, systemClock } from '@abhyas/runtime';
import pino from 'pino';
import { GenerationWorker, type GenerationWorkerOptions } from '../src/worker/generation-worker';
import { serviceJobReporter, type JobReporter } from '../src/worker/job-reporter';
import { OpenAiQuestionWriter } from '../src/worker/openai-question-writer';
import { startPaperGeneration, TEST_ENV } from './paper-generation-test-client';

type Booted = Awaited<ReturnType<typeof startPaperGeneration>>;

/** paper-generation's settings for AI tests: a key (so jobs are taken) and a short deadline. */
export const aiTestEnv = (deadlineMs: number, sweepMs = 100) => ({
  ...TEST_ENV,
  OPENAI_API_KEY: 'sk-test-not-a-real-key',
  AI_GENERATION_DEADLINE_MS: String(deadlineMs),
  GENERATION_SWEEP_MS: String(sweepMs),
});

/** How a worker reaches the service under test: in-process, signed as paper-generation. */
export const reporterFor = (service: Booted): JobReporter => {
  const directory = new InProcessServiceDirectory(internalAuthKey(TEST_ENV));
  directory.register('paper-generation', service.service.app.getHttpAdapter().getInstance());
  return serviceJobReporter(directory.callerFor('paper-generation'));
};

/** A generation worker on the service's bus, asking the fake OpenAI server at `baseURL`. */
export const testWorker = (
  service: Booted,
  baseURL: string,
  overrides: Partial<GenerationWorkerOptions> = {},
): GenerationWorker =>
  new GenerationWorker({
    bus: service.bus,
    jobs: reporterFor(service),
    writer: new OpenAiQuestionWriter({
      apiKey: 'sk-test-not-a-real-key',
      baseURL,
      model: 'fake-model',
      maxRetries: 1,
    }),
    clock: systemClock,
    logger: pino({ level: 'silent' }),
    backoffMs: 50,
    ...overrides,
  });
