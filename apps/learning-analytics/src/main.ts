import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess(
  'learning-analytics',
  async () => (await import('@abhyas/learning-analytics')).learningAnalyticsService,
);
