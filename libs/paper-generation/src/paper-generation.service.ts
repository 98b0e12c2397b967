import { creditsLedgerClient } from '@abhyas/contracts';
import { ServiceStore } from '@abhyas/event-store';
import { loadQuestions, loadSyllabus } from '@abhyas/question-bank';
import type { ServiceDefinition } from '@abhyas/runtime';
import { BankGenerationHandler } from './application/bank-generation.handler';
import { BankIndex } from './application/bank-index';
import { childAddedPolicy, childDeletedPolicy } from './application/family.policies';
import { PapersHandler } from './application/papers.handler';
import { papersProjection } from './application/papers.projection';
import { PapersRepository } from './application/papers.repository';
import { SyllabusCatalog } from './application/syllabus-catalog';
import { familyChildStream } from './domain/family-child.stream';
import { generationStream } from './domain/generation.stream';
import { paperStream } from './domain/paper.stream';
import { openAiHealthCheck } from './infrastructure/openai-health.check';
import { paperGenerationMigrations } from './infrastructure/paper-generation.migrations';
import { PaperGenerationModule } from './paper-generation.module';

/**
 * paper-generation (see README.md). The syllabus, the bank's counts, bank generation and saved
 * papers are built; AI generation, saving questions and `/api/questions` are not yet, so their
 * paths answer 501 'Not available yet' and health says `features: 'partial'`.
 */
export const paperGenerationService: ServiceDefinition = {
  name: 'paper-generation',
  pendingPaths: ['/api/generate', '/api/questions', '/api/question-bank/save-questions'],
  migrations: paperGenerationMigrations,
  create: (context) => {
    const { db, schema, clock, logger } = context;
    // The reviewed content files, validated as they load: a bad file stops the start, naming it.
    const syllabus = loadSyllabus();
    const questions = loadQuestions();
    const catalog = new SyllabusCatalog(syllabus.classes, syllabus.patterns, questions);
    const store = new ServiceStore({
      service: 'paper-generation',
      db,
      schema,
      streams: [familyChildStream, generationStream, paperStream],
      projections: [papersProjection(schema)],
    });
    const repository = new PapersRepository(db, schema);
    const generation = new BankGenerationHandler(
      store,
      repository,
      catalog,
      new BankIndex(questions, syllabus.classes),
      creditsLedgerClient(context.services),
      clock,
      logger,
    );
    return {
      healthChecks: { openai: openAiHealthCheck(context.env) },
      policies: [childAddedPolicy(store), childDeletedPolicy(store, schema)],
      module: PaperGenerationModule.forParts({
        catalog,
        generation,
        papers: new PapersHandler(store, repository, clock),
        children: {
          isChildOf: async (childId, parentId) =>
            (await repository.parentOfChild(childId)) === parentId,
        },
      }),
    };
  },
};
