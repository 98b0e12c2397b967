import { bootServiceForTest, type TestDatabase } from '@abhyas/testing';
import { paperGenerationService } from '../src/paper-generation.service';

/** paper-generation booted alone on a test database and an in-process bus, as a process boots it. */
export const startPaperGeneration = (
  database: TestDatabase,
  env: Record<string, string | undefined> = {},
) => bootServiceForTest(paperGenerationService, database, { env });
