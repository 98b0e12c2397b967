import { creditsLedgerClient, paperGenerationClient } from '@abhyas/contracts';
import { ServiceStore } from '@abhyas/event-store';
import {
  CreditCharges,
  FamilyChildren,
  familyChildrenProjection,
  familyChildStream,
  type ServiceDefinition,
} from '@abhyas/runtime';
import { ExplanationsHandler } from './application/explanations.handler';
import {
  attemptGradedPolicy,
  familyChildPolicies,
  gradeOverriddenPolicy,
} from './application/explanations.policies';
import { explanationsProjection } from './application/explanations.projection';
import { explanationRequestStream } from './domain/explanation-request.stream';
import { gradedAttemptStream } from './domain/graded-attempt.stream';
import { explanationsMigrations } from './infrastructure/explanations.migrations';
import { ExplanationsRepository } from './infrastructure/explanations.repository';
import { ExplanationsModule } from './explanations.module';

/**
 * explanations (see README.md): a child asks about a wrong answer, the parent approves for one
 * credit or rejects, and the paper's own worked solution is shown.
 */
export const explanationsService: ServiceDefinition = {
  name: 'explanations',
  migrations: explanationsMigrations,
  create: (context) => {
    const { db, schema, clock, logger } = context;
    const store = new ServiceStore({
      service: 'explanations',
      db,
      schema,
      streams: [familyChildStream, gradedAttemptStream, explanationRequestStream],
      projections: [familyChildrenProjection(schema), explanationsProjection(schema)],
    });
    const repository = new ExplanationsRepository(db, schema);
    return {
      policies: [
        ...familyChildPolicies(store, schema),
        attemptGradedPolicy(store),
        gradeOverriddenPolicy(store),
      ],
      module: ExplanationsModule.forParts({
        explanations: new ExplanationsHandler(
          store,
          repository,
          paperGenerationClient(context.services),
          new CreditCharges(creditsLedgerClient(context.services), logger),
          clock,
        ),
        children: new FamilyChildren(db, schema),
      }),
    };
  },
};
