import { Delete, Get, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  familyQuestionParamsSchema,
  familyQuestionsQuerySchema,
  saveQuestionsRequestSchema,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  ServiceController,
  ValidBody,
  ValidParams,
  ValidQuery,
} from '@abhyas/runtime';
import { FamilyQuestionsHandler } from '../application/family-questions.handler';

/** A parent's own questions: each call reads or writes the caller's family bank only. */
@ServiceController('api/question-bank', {
  docs: 'question-bank',
  access: access.signedIn('parent'),
})
export class FamilyQuestionsController {
  constructor(private readonly familyQuestions: FamilyQuestionsHandler) {}

  @Post('save-questions')
  @HttpCode(200)
  save(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(saveQuestionsRequestSchema) body: z.output<typeof saveQuestionsRequestSchema>,
  ) {
    return this.familyQuestions.save(principal, body.questions);
  }

  @Get('family-questions')
  list(
    @CurrentPrincipal() principal: Principal,
    @ValidQuery(familyQuestionsQuerySchema) query: z.output<typeof familyQuestionsQuerySchema>,
  ) {
    return this.familyQuestions.list(principal, query);
  }

  @Delete('family-questions/:questionId')
  remove(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(familyQuestionParamsSchema) params: z.output<typeof familyQuestionParamsSchema>,
  ) {
    return this.familyQuestions.remove(principal, params.questionId);
  }
}
