import { creditsLedgerClient, paperGenerationClient } from '@abhyas/contracts';
import { ServiceStore } from '@abhyas/event-store';
import {
  CreditCharges,
  FamilyChildren,
  familyChildrenProjection,
  familyChildStream,
  type ServiceDefinition,
} from '@abhyas/runtime';
import { ExplanationCredits } from './application/explanation-credits';
import { ExplanationDeadlines } from './application/explanation-deadlines';
import { ExplanationProductionHandler } from './application/explanation-production.handler';
import { ExplanationsHandler } from './application/explanations.handler';
import {
  attemptGradedPolicy,
  familyChildPolicies,
  gradeOverriddenPolicy,
} from './application/explanations.policies';
import { explanationsProjection } from './application/explanations.projection';
import { explanationRequestStream } from './domain/explanation-request.stream';
import { gradedAttemptStream } from './domain/graded-attempt.stream';
import { loadExplanationsAiConfig } from './infrastructure/explanations-ai.config';
import { explanationsMigrations } from './infrastructure/explanations.migrations';
import { ExplanationsRepository } from './infrastructure/explanations.repository';
import { ExplanationsModule } from './explanations.module';

/**
 * explanations (see README.md): a child asks about a wrong answer, the parent approves for one
 * credit or rejects, and the paper's own worked solution is shown (or, when it kept none and AI
 * is configured, one the generation worker writes before the deadline sweep gives up on it).
 */
export const explanationsService: ServiceDefinition = {
  name: 'explanations',
  migrations: explanationsMigrations,
  create: (context) => {
    const { db, schema, clock, logger } = context;
    const ai = loadExplanationsAiConfig(context.env);
    const store = new ServiceStore({
      service: 'explanations',
      db,
      schema,
      streams: [familyChildStream, gradedAttemptStream, explanationRequestStream],
      projections: [familyChildrenProjection(schema), explanationsProjection(schema)],
    });
    const repository = new ExplanationsRepository(db, schema, ai.configured);
    const ledger = creditsLedgerClient(context.services);
    const credits = new ExplanationCredits(store, ledger, clock, logger);
    const production = new ExplanationProductionHandler(store, credits, clock, logger);
    const deadlines = new ExplanationDeadlines(
      repository,
      production,
      credits,
      clock,
      logger,
      ai.sweepMs,
    );
    return {
      start: async () => deadlines.start(),
      stop: () => deadlines.stop(),
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
          new CreditCharges(ledger, logger),
          clock,
          ai,
        ),
        production,
        children: new FamilyChildren(db, schema),
      }),
    };
  },
};
