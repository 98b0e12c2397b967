import { Module } from '@nestjs/common';

/** No controllers yet: the platform answers learning-analytics's gateway prefixes 501 (features: 'none'). */
@Module({})
export class LearningAnalyticsModule {}
