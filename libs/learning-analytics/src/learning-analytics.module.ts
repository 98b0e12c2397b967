import { Module, type DynamicModule } from '@nestjs/common';
import { CHILD_OWNERSHIP, type ChildOwnership } from '@abhyas/runtime';
import { LearningNeedsHandler } from './application/learning-needs.handler';
import { LearningNeedsController } from './http/learning-needs.controller';

export interface LearningAnalyticsParts {
  learning: LearningNeedsHandler;
  children: ChildOwnership;
}

@Module({})
export class LearningAnalyticsModule {
  static forParts(parts: LearningAnalyticsParts): DynamicModule {
    return {
      module: LearningAnalyticsModule,
      controllers: [LearningNeedsController],
      providers: [
        { provide: LearningNeedsHandler, useValue: parts.learning },
        { provide: CHILD_OWNERSHIP, useValue: parts.children },
      ],
    };
  }
}
