import { bootServiceForTest, type TestDatabase } from '@abhyas/testing';
import { learningAnalyticsService } from '../src/learning-analytics.service';

/** learning-analytics booted alone on a test database and an in-process bus, as a process boots it. */
export const startLearningAnalytics = (
  database: TestDatabase,
  env: Record<string, string | undefined> = {},
) => bootServiceForTest(learningAnalyticsService, database, { env });
