import { creditsLedgerClient } from '@abhyas/contracts';
import { ServiceStore } from '@abhyas/event-store';
import {
  CreditCharges,
  familyChildrenProjection,
  familyChildStream,
  type ServiceDefinition,
} from '@abhyas/runtime';
import { AnalyticsReportHandler } from './application/analytics-report.handler';
import { analyticsReportProjection } from './application/analytics-report.projection';
import { LearningNeedsHandler } from './application/learning-needs.handler';
import {
  attemptGradedPolicy,
  familyChildPolicies,
  gradeOverriddenPolicy,
} from './application/learning.policies';
import { learningProjection } from './application/learning.projection';
import { analyticsReportStream } from './domain/analytics-report.stream';
import { learnerStream } from './domain/learner.stream';
import { learningAnalyticsMigrations } from './infrastructure/learning-analytics.migrations';
import { LearningRepository } from './infrastructure/learning.repository';
import { LearningAnalyticsModule } from './learning-analytics.module';

/**
 * learning-analytics (see README.md): per child and skill, a mastery model over every graded
 * answer (test-attempt's events), the learning needs it gives, and the detailed report (2 credits).
 */
export const learningAnalyticsService: ServiceDefinition = {
  name: 'learning-analytics',
  migrations: learningAnalyticsMigrations,
  create: (context) => {
    const { db, schema, clock, logger } = context;
    const store = new ServiceStore({
      service: 'learning-analytics',
      db,
      schema,
      streams: [familyChildStream, learnerStream, analyticsReportStream],
      projections: [
        familyChildrenProjection(schema),
        learningProjection(schema),
        analyticsReportProjection(schema),
      ],
    });
    const repository = new LearningRepository(db, schema);
    return {
      policies: [
        ...familyChildPolicies(store, repository),
        attemptGradedPolicy(store),
        gradeOverriddenPolicy(store),
      ],
      module: LearningAnalyticsModule.forParts({
        learning: new LearningNeedsHandler(store, repository, clock),
        reports: new AnalyticsReportHandler(
          store,
          repository,
          new CreditCharges(creditsLedgerClient(context.services), logger),
          clock,
        ),
        children: repository.children,
      }),
    };
  },
};
