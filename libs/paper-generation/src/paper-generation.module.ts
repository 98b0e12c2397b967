import { Module, type DynamicModule } from '@nestjs/common';
import { SyllabusCatalog } from './application/syllabus-catalog';
import { QuestionBankController } from './http/question-bank.controller';
import { SyllabusController } from './http/syllabus.controller';

@Module({})
export class PaperGenerationModule {
  static forCatalog(catalog: SyllabusCatalog): DynamicModule {
    return {
      module: PaperGenerationModule,
      controllers: [SyllabusController, QuestionBankController],
      providers: [{ provide: SyllabusCatalog, useValue: catalog }],
    };
  }
}
