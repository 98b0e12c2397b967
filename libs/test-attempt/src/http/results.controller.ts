import { Get, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  attemptIdParamsSchema,
  attemptQuestionParamsSchema,
  familyNameParamsSchema,
  overrideMarksRequestSchema,
  parentViewParamsSchema,
  parentViewQuerySchema,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
  ValidParams,
  ValidQuery,
} from '@abhyas/runtime';
import { ResultsHandler } from '../application/results.handler';

/** Results under `/api/test-attempts`: the child's own, and their parent's. */
@ServiceController('api/test-attempts', { docs: 'test-attempts' })
export class ResultsController {
  constructor(private readonly results: ResultsHandler) {}

  @Get('student/:parentId/:studentName')
  @RequireAccess(
    access.familyByName(
      { parent: { param: 'parentId' }, name: { param: 'studentName' } },
      { orParent: true },
    ),
  )
  attempts(@ValidParams(familyNameParamsSchema) params: z.output<typeof familyNameParamsSchema>) {
    return this.results.attemptsOf(params.parentId, params.studentName);
  }

  /** The child who sat it or their parent; anyone else is told it does not exist. */
  @Get('student-view/:attemptId')
  @RequireAccess(access.signedIn())
  studentView(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(attemptIdParamsSchema) params: z.output<typeof attemptIdParamsSchema>,
  ) {
    return this.results.studentView(principal, params.attemptId);
  }

  @Get('parent-view/:paperId/:parentId/:studentName')
  @RequireAccess(access.accountHolder({ param: 'parentId' }))
  parentView(
    @ValidParams(parentViewParamsSchema) params: z.output<typeof parentViewParamsSchema>,
    @ValidQuery(parentViewQuerySchema) query: z.output<typeof parentViewQuerySchema>,
  ) {
    return this.results.parentView(
      params.parentId,
      params.paperId,
      params.studentName,
      query.attemptId,
    );
  }

  @Post(':attemptId/questions/:questionId/marks')
  @HttpCode(200)
  @RequireAccess(access.signedIn('parent'))
  overrideMarks(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(attemptQuestionParamsSchema) params: z.output<typeof attemptQuestionParamsSchema>,
    @ValidBody(overrideMarksRequestSchema) body: z.output<typeof overrideMarksRequestSchema>,
  ) {
    return this.results.overrideMarks(
      principal,
      params.attemptId,
      params.questionId,
      body.marks,
      body.reason,
    );
  }
}
