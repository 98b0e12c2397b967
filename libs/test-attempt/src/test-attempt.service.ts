import { creditsLedgerClient, paperGenerationClient } from '@abhyas/contracts';
import { ServiceStore } from '@abhyas/event-store';
import {
  CreditCharges,
  FamilyChildren,
  familyChildrenProjection,
  familyChildStream,
  type ServiceDefinition,
} from '@abhyas/runtime';
import { AttemptDeadlines } from './application/attempt-deadlines';
import { AttemptsHandler } from './application/attempts.handler';
import { familyChildPolicies } from './application/family.policies';
import { ResultsHandler } from './application/results.handler';
import { SchedulingHandler } from './application/scheduling.handler';
import { testAttemptProjection } from './application/test-attempt.projection';
import { assignmentStream } from './domain/assignment.stream';
import { attemptStream } from './domain/attempt.stream';
import { accommodationStream } from './domain/accommodation.stream';
import { loadTestAttemptConfig } from './infrastructure/test-attempt.config';
import { testAttemptMigrations } from './infrastructure/test-attempt.migrations';
import { TestAttemptRepository } from './infrastructure/test-attempt.repository';
import { TestAttemptModule } from './test-attempt.module';

/**
 * test-attempt (see README.md): scheduling (5 credits), the test session with autosave and a
 * server-owned deadline, grading, results, mark overrides and retakes.
 */
export const testAttemptService: ServiceDefinition = {
  name: 'test-attempt',
  migrations: testAttemptMigrations,
  create: (context) => {
    const { db, schema, clock, logger } = context;
    const config = loadTestAttemptConfig(context.env);
    const store = new ServiceStore({
      service: 'test-attempt',
      db,
      schema,
      streams: [familyChildStream, accommodationStream, assignmentStream, attemptStream],
      projections: [familyChildrenProjection(schema), testAttemptProjection(schema)],
    });
    const repository = new TestAttemptRepository(db, schema);
    const attempts = new AttemptsHandler(store, repository, clock);
    const deadlines = new AttemptDeadlines(repository, attempts, clock, logger, config.sweepMs);
    return {
      policies: familyChildPolicies(store, schema),
      start: async () => deadlines.start(),
      stop: () => deadlines.stop(),
      module: TestAttemptModule.forParts({
        scheduling: new SchedulingHandler(
          store,
          repository,
          paperGenerationClient(context.services),
          new CreditCharges(creditsLedgerClient(context.services), logger),
          clock,
        ),
        attempts,
        results: new ResultsHandler(store, repository, clock),
        children: new FamilyChildren(db, schema),
      }),
    };
  },
};
