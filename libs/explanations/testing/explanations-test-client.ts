import { bootServiceForTest, type TestDatabase } from '@abhyas/testing';
import { explanationsService } from '../src/explanations.service';

/** explanations booted alone on a test database and an in-process bus, as a process boots it. */
export const startExplanations = (
  database: TestDatabase,
  env: Record<string, string | undefined> = {},
) => bootServiceForTest(explanationsService, database, { env });
