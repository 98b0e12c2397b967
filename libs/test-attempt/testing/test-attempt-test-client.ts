import { bootServiceForTest, type TestDatabase } from '@abhyas/testing';
import { testAttemptService } from '../src/test-attempt.service';

/** test-attempt booted alone on a test database and an in-process bus, as a process boots it. */
export const startTestAttempt = (
  database: TestDatabase,
  env: Record<string, string | undefined> = {},
) => bootServiceForTest(testAttemptService, database, { env });
