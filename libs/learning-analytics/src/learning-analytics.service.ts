import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';

/** No HTTP routes yet: a later issue gives this service its features. */
@Module({})
export class LearningAnalyticsModule {}

export const learningAnalyticsService: ServiceDefinition = {
  name: 'learning-analytics',
  migrations: [],
  create: () => ({ module: LearningAnalyticsModule }),
};
