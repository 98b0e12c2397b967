import { Get, Param } from '@nestjs/common';
import type { z } from 'zod';
import { availableQuestionsQuerySchema, type AvailableQuestions } from '@abhyas/contracts';
import { access, ServiceController, ValidQuery } from '@abhyas/runtime';
import { paperGenerationErrors } from '../application/paper-generation.exception';
import { SyllabusCatalog } from '../application/syllabus-catalog';

type AvailableQuery = z.output<typeof availableQuestionsQuerySchema>;

/**
 * How many bank questions a selection has, for the create-paper form of a parent: counts only,
 * never a question or an answer.
 */
@ServiceController('api', { docs: 'question-bank', access: access.signedIn('parent') })
export class QuestionBankController {
  constructor(private readonly catalog: SyllabusCatalog) {}

  @Get('question-bank/available/:subject')
  available(
    @Param('subject') subject: string,
    @ValidQuery(availableQuestionsQuerySchema) query: AvailableQuery,
  ): { success: true; data: AvailableQuestions } {
    return this.answer(subject, query);
  }

  /** The CBSE form's own call: the same counts, its curriculum fixed. */
  @Get('cbse-question-bank/available/:subject')
  availableCbse(
    @Param('subject') subject: string,
    @ValidQuery(availableQuestionsQuerySchema) query: AvailableQuery,
  ): { success: true; data: AvailableQuestions } {
    return this.answer(subject, { ...query, curriculum: 'CBSE' });
  }

  private answer(
    subject: string,
    query: AvailableQuery,
  ): { success: true; data: AvailableQuestions } {
    const data = this.catalog.available({ ...query, subject: subject.trim() });
    if (!data) {
      throw paperGenerationErrors.subjectNotFound(subject.trim().slice(0, 60));
    }
    return { success: true, data };
  }
}
