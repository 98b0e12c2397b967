import type { ServiceDefinition } from '@abhyas/runtime';
import { learningAnalyticsMigrations } from './infrastructure/learning-analytics.migrations';
import { LearningAnalyticsModule } from './learning-analytics.module';

/**
 * learning-analytics (see README.md). Its features are not built yet, so it says `features: 'none'`: its
 * gateway prefixes answer 501 'Not available yet' and its health report carries the flag. The
 * issue that builds its first feature removes the flag (see libs/platform/README.md).
 */
export const learningAnalyticsService: ServiceDefinition = {
  name: 'learning-analytics',
  features: 'none',
  migrations: learningAnalyticsMigrations,
  create: () => ({ module: LearningAnalyticsModule }),
};
