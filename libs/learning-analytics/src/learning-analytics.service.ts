import { ServiceStore } from '@abhyas/event-store';
import {
  familyChildrenProjection,
  familyChildStream,
  type ServiceDefinition,
} from '@abhyas/runtime';
import { LearningNeedsHandler } from './application/learning-needs.handler';
import {
  attemptGradedPolicy,
  familyChildPolicies,
  gradeOverriddenPolicy,
} from './application/learning.policies';
import { learningProjection } from './application/learning.projection';
import { learnerStream } from './domain/learner.stream';
import { learningAnalyticsMigrations } from './infrastructure/learning-analytics.migrations';
import { LearningRepository } from './infrastructure/learning.repository';
import { LearningAnalyticsModule } from './learning-analytics.module';

/**
 * learning-analytics (see README.md): per child and skill, a mastery model over every graded
 * answer (test-attempt's events), and the learning needs it gives.
 */
export const learningAnalyticsService: ServiceDefinition = {
  name: 'learning-analytics',
  migrations: learningAnalyticsMigrations,
  create: (context) => {
    const { db, schema, clock } = context;
    const store = new ServiceStore({
      service: 'learning-analytics',
      db,
      schema,
      streams: [familyChildStream, learnerStream],
      projections: [familyChildrenProjection(schema), learningProjection(schema)],
    });
    const repository = new LearningRepository(db, schema);
    return {
      policies: [
        ...familyChildPolicies(store),
        attemptGradedPolicy(store),
        gradeOverriddenPolicy(store),
      ],
      module: LearningAnalyticsModule.forParts({
        learning: new LearningNeedsHandler(store, repository, clock),
        children: repository.children,
      }),
    };
  },
};
