import { internalAuthKey, type ServiceCaller } from '@abhyas/runtime';
import { bootServiceForTest, signedCaller, type TestDatabase } from '@abhyas/testing';
import { explanationsService } from '../src/explanations.service';

export { asParent, asStudent, PeersForTests } from '@abhyas/testing';

export const TEST_ENV = { JWT_SECRET: 'explanations-test-secret-0123456789abcdef0123456' };

/** With AI configured: approvals without a worked solution go to the generation worker. */
export const aiTestEnv = (deadlineMs: number, sweepMs = 100) => ({
  ...TEST_ENV,
  OPENAI_API_KEY: 'sk-test-not-a-real-key',
  AI_GENERATION_DEADLINE_MS: String(deadlineMs),
  GENERATION_SWEEP_MS: String(sweepMs),
});

/** explanations booted alone on a test database and an in-process bus, as a process boots it. */
export const startExplanations = (
  database: TestDatabase,
  services?: ServiceCaller,
  env: Record<string, string> = TEST_ENV,
) => bootServiceForTest(explanationsService, database, { env, services });

/** Calls explanations as the gateway forwards a request: a signed principal header. */
export const explanationsClient = (service: Awaited<ReturnType<typeof startExplanations>>) =>
  signedCaller(service, internalAuthKey(TEST_ENV)!);
