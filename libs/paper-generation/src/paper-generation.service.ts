import { loadQuestions, loadSyllabus } from '@abhyas/question-bank';
import type { ServiceDefinition } from '@abhyas/runtime';
import { SyllabusCatalog } from './application/syllabus-catalog';
import { openAiHealthCheck } from './infrastructure/openai-health.check';
import { paperGenerationMigrations } from './infrastructure/paper-generation.migrations';
import { PaperGenerationModule } from './paper-generation.module';

/**
 * paper-generation (see README.md). The syllabus and the bank's counts are built; papers,
 * generation and saving questions are not yet, so their paths answer 501 'Not available yet'
 * and health says `features: 'partial'`.
 */
export const paperGenerationService: ServiceDefinition = {
  name: 'paper-generation',
  pendingPaths: [
    '/api/papers',
    '/api/generate',
    '/api/questions',
    '/api/question-bank/save-questions',
    '/api/question-bank/:board/generate-paper',
  ],
  migrations: paperGenerationMigrations,
  create: (context) => {
    // The reviewed content files, validated as they load: a bad file stops the start, naming it.
    const syllabus = loadSyllabus();
    const catalog = new SyllabusCatalog(syllabus.classes, syllabus.patterns, loadQuestions());
    return {
      healthChecks: { openai: openAiHealthCheck(context.env) },
      module: PaperGenerationModule.forCatalog(catalog),
    };
  },
};
