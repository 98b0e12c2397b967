import { Module, type DynamicModule } from '@nestjs/common';
import { CHILD_OWNERSHIP, type ChildOwnership } from '@abhyas/runtime';
import { AiGenerationHandler } from './application/ai-generation.handler';
import { BankGenerationHandler } from './application/bank-generation.handler';
import { FamilyQuestionsHandler } from './application/family-questions.handler';
import { GenerationJobsHandler } from './application/generation-jobs.handler';
import { PapersHandler } from './application/papers.handler';
import { PracticePaperHandler } from './application/practice-paper.handler';
import { SyllabusCatalog } from './application/syllabus-catalog';
import { AiGenerationController } from './http/ai-generation.controller';
import { BankGenerationController } from './http/bank-generation.controller';
import { FamilyQuestionsController } from './http/family-questions.controller';
import { GenerationJobsController } from './http/generation-jobs.controller';
import { InternalPapersController } from './http/internal-papers.controller';
import { PapersController } from './http/papers.controller';
import { PracticePaperController } from './http/practice-paper.controller';
import { QuestionsController } from './http/questions.controller';
import { QuestionBankController } from './http/question-bank.controller';
import { SyllabusController } from './http/syllabus.controller';

export interface PaperGenerationParts {
  catalog: SyllabusCatalog;
  generation: BankGenerationHandler;
  familyQuestions: FamilyQuestionsHandler;
  aiGeneration: AiGenerationHandler;
  jobs: GenerationJobsHandler;
  papers: PapersHandler;
  practice: PracticePaperHandler;
  children: ChildOwnership;
}

@Module({})
export class PaperGenerationModule {
  static forParts(parts: PaperGenerationParts): DynamicModule {
    return {
      module: PaperGenerationModule,
      controllers: [
        SyllabusController,
        QuestionBankController,
        BankGenerationController,
        FamilyQuestionsController,
        AiGenerationController,
        GenerationJobsController,
        PapersController,
        PracticePaperController,
        InternalPapersController,
        QuestionsController,
      ],
      providers: [
        { provide: SyllabusCatalog, useValue: parts.catalog },
        { provide: BankGenerationHandler, useValue: parts.generation },
        { provide: FamilyQuestionsHandler, useValue: parts.familyQuestions },
        { provide: AiGenerationHandler, useValue: parts.aiGeneration },
        { provide: GenerationJobsHandler, useValue: parts.jobs },
        { provide: PapersHandler, useValue: parts.papers },
        { provide: PracticePaperHandler, useValue: parts.practice },
        { provide: CHILD_OWNERSHIP, useValue: parts.children },
      ],
    };
  }
}
