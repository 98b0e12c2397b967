import { Module, type DynamicModule } from '@nestjs/common';
import { CHILD_OWNERSHIP, type ChildOwnership } from '@abhyas/runtime';
import { AnalyticsReportHandler } from './application/analytics-report.handler';
import { LearningNeedsHandler } from './application/learning-needs.handler';
import { AnalyticsReportController } from './http/analytics-report.controller';
import { LearningNeedsController } from './http/learning-needs.controller';

export interface LearningAnalyticsParts {
  learning: LearningNeedsHandler;
  reports: AnalyticsReportHandler;
  children: ChildOwnership;
}

@Module({})
export class LearningAnalyticsModule {
  static forParts(parts: LearningAnalyticsParts): DynamicModule {
    return {
      module: LearningAnalyticsModule,
      // The report's static `reports/…` route is matched before the `:parentId/:studentName` ones.
      controllers: [AnalyticsReportController, LearningNeedsController],
      providers: [
        { provide: LearningNeedsHandler, useValue: parts.learning },
        { provide: AnalyticsReportHandler, useValue: parts.reports },
        { provide: CHILD_OWNERSHIP, useValue: parts.children },
      ],
    };
  }
}
