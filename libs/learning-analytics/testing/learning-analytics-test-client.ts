import { type Clock, internalAuthKey, type ServiceCaller } from '@abhyas/runtime';
import { bootServiceForTest, signedCaller, type TestDatabase } from '@abhyas/testing';
import { learningAnalyticsService } from '../src/learning-analytics.service';

export { asParent, asStudent, PeersForTests, ReservationLedger } from '@abhyas/testing';

export const TEST_ENV = { JWT_SECRET: 'learning-analytics-test-secret-0123456789abcdef01' };

/** learning-analytics booted alone on a test database and an in-process bus. */
export const startLearningAnalytics = (
  database: TestDatabase,
  options: { services?: ServiceCaller; clock?: Clock } = {},
) => bootServiceForTest(learningAnalyticsService, database, { env: TEST_ENV, ...options });

/** Calls learning-analytics as the gateway forwards a request: a signed principal header. */
export const learningClient = (service: Awaited<ReturnType<typeof startLearningAnalytics>>) =>
  signedCaller(service, internalAuthKey(TEST_ENV)!);
