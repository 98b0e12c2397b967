import { creditsLedgerClient } from '@abhyas/contracts';
import { ServiceStore } from '@abhyas/event-store';
import { loadQuestions, loadSyllabus } from '@abhyas/question-bank';
import { CreditCharges, type ServiceDefinition } from '@abhyas/runtime';
import { AiGenerationHandler } from './application/ai-generation.handler';
import { BankGenerationHandler } from './application/bank-generation.handler';
import { BankIndex } from './application/bank-index';
import { FamilyQuestionsHandler } from './application/family-questions.handler';
import { familyQuestionsProjection } from './application/family-questions.projection';
import { FamilyQuestionsRepository } from './application/family-questions.repository';
import { childAddedPolicy, childDeletedPolicy } from './application/family.policies';
import { GenerationDeadlines } from './application/generation-deadlines';
import { GenerationJobsHandler } from './application/generation-jobs.handler';
import { generationJobsProjection } from './application/generation-jobs.projection';
import { JobCredits } from './application/job-credits';
import {
  attemptGradedPolicy,
  gradeOverriddenPolicy,
  testScheduledPolicy,
} from './application/paper-tests.policies';
import { PapersHandler } from './application/papers.handler';
import { papersProjection } from './application/papers.projection';
import { PapersRepository } from './application/papers.repository';
import { PracticePaperHandler } from './application/practice-paper.handler';
import { SyllabusCatalog } from './application/syllabus-catalog';
import { familyBankStream } from './domain/family-bank.stream';
import { familyChildStream } from './domain/family-child.stream';
import { generationJobStream } from './domain/generation-job.stream';
import { generationStream } from './domain/generation.stream';
import { paperStream } from './domain/paper.stream';
import { loadAiGenerationConfig } from './infrastructure/ai-generation.config';
import { openAiHealthCheck } from './infrastructure/openai-health.check';
import { paperGenerationMigrations } from './infrastructure/paper-generation.migrations';
import { PaperGenerationModule } from './paper-generation.module';

/**
 * paper-generation (see README.md): the syllabus, the bank's counts, bank generation (from the
 * reviewed bank and the family's own saved questions), AI generation jobs (run by the
 * generation worker), saved papers (with their tests, as test-attempt reports them) and
 * `/api/questions`.
 */
export const paperGenerationService: ServiceDefinition = {
  name: 'paper-generation',
  migrations: paperGenerationMigrations,
  create: (context) => {
    const { db, schema, clock, logger } = context;
    const ai = loadAiGenerationConfig(context.env);
    // The reviewed content files, validated as they load: a bad file stops the start, naming it.
    const syllabus = loadSyllabus();
    const questions = loadQuestions();
    const catalog = new SyllabusCatalog(syllabus.classes, syllabus.patterns, questions);
    const store = new ServiceStore({
      service: 'paper-generation',
      db,
      schema,
      streams: [
        familyChildStream,
        generationStream,
        paperStream,
        generationJobStream,
        familyBankStream,
      ],
      projections: [
        papersProjection(schema),
        generationJobsProjection(schema),
        familyQuestionsProjection(schema),
      ],
    });
    const repository = new PapersRepository(db, schema);
    const ledger = creditsLedgerClient(context.services);
    const bank = new BankIndex(questions, syllabus.classes, syllabus.generatorChapters);
    const familyQuestions = new FamilyQuestionsRepository(db, schema);
    const generation = new BankGenerationHandler(
      store,
      repository,
      catalog,
      bank,
      familyQuestions,
      new CreditCharges(ledger, logger),
      clock,
    );
    const papers = new PapersHandler(store, repository, clock);
    const credits = new JobCredits(store, ledger, clock, logger);
    const jobs = new GenerationJobsHandler(store, credits, clock);
    const deadlines = new GenerationDeadlines(repository, jobs, credits, clock, logger, ai.sweepMs);
    return {
      healthChecks: { openai: openAiHealthCheck(context.env) },
      policies: [
        childAddedPolicy(store),
        childDeletedPolicy(store, schema),
        testScheduledPolicy(store),
        attemptGradedPolicy(store),
        gradeOverriddenPolicy(store),
      ],
      start: async () => deadlines.start(),
      stop: () => deadlines.stop(),
      module: PaperGenerationModule.forParts({
        catalog,
        generation,
        familyQuestions: new FamilyQuestionsHandler(store, familyQuestions, catalog, clock),
        aiGeneration: new AiGenerationHandler(store, repository, catalog, ledger, clock, logger, {
          configured: ai.configured,
          deadlineMs: ai.deadlineMs,
        }),
        jobs,
        papers,
        practice: new PracticePaperHandler(repository, bank, generation, papers),
        children: {
          isChildOf: async (childId, parentId) =>
            (await repository.parentOfChild(childId)) === parentId,
        },
      }),
    };
  },
};
