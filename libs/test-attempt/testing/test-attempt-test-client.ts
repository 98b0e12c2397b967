import { internalAuthKey, type Clock, type ServiceCaller } from '@abhyas/runtime';
import { bootServiceForTest, signedCaller, type TestDatabase } from '@abhyas/testing';
import { testAttemptService } from '../src/test-attempt.service';

export { asParent, asStudent, PeersForTests } from '@abhyas/testing';

export const TEST_ENV = {
  JWT_SECRET: 'test-attempt-test-secret-0123456789abcdef012345',
  ATTEMPT_SWEEP_MS: '50',
};

/** test-attempt booted alone on a test database and an in-process bus, as a process boots it. */
export const startTestAttempt = (
  database: TestDatabase,
  options: {
    env?: Record<string, string | undefined>;
    clock?: Clock;
    services?: ServiceCaller;
  } = {},
) =>
  bootServiceForTest(testAttemptService, database, {
    env: options.env ?? TEST_ENV,
    clock: options.clock,
    services: options.services,
  });

/** Calls test-attempt as the gateway forwards a request: a signed principal header. */
export const testAttemptClient = (service: Awaited<ReturnType<typeof startTestAttempt>>) =>
  signedCaller(service, internalAuthKey(TEST_ENV)!);
