import { Get, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  approveExplanationSchema,
  explanationParentParamsSchema,
  explanationQueryLookupSchema,
  explanationQuestionParamsSchema,
  explanationRequestIdParamsSchema,
  explanationRequestSchema,
  explanationStudentParamsSchema,
  rejectExplanationSchema,
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
import { ExplanationsHandler } from '../application/explanations.handler';

/** `/api/explanation-requests`: the child asks, the parent decides, both read. */
@ServiceController('api/explanation-requests', { docs: 'explanations' })
export class ExplanationsController {
  constructor(private readonly explanations: ExplanationsHandler) {}

  @Post('request')
  @HttpCode(200)
  @RequireAccess(access.signedIn('student'))
  request(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(explanationRequestSchema) body: z.output<typeof explanationRequestSchema>,
  ) {
    return this.explanations.request(principal, body);
  }

  @Get('student/:studentId')
  @RequireAccess(access.childSelf({ param: 'studentId' }, { orParent: true }))
  ofStudent(
    @ValidParams(explanationStudentParamsSchema)
    params: z.output<typeof explanationStudentParamsSchema>,
  ) {
    return this.explanations.ofStudent(params.studentId);
  }

  @Get('parent/:parentId')
  @RequireAccess(access.accountHolder({ param: 'parentId' }))
  ofParent(
    @ValidParams(explanationParentParamsSchema)
    params: z.output<typeof explanationParentParamsSchema>,
  ) {
    return this.explanations.ofParent(params.parentId);
  }

  /** The request's parent only (the handler checks; anyone else is told it does not exist). */
  @Post(':id/approve')
  @HttpCode(200)
  @RequireAccess(access.signedIn('parent'))
  approve(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(explanationRequestIdParamsSchema)
    params: z.output<typeof explanationRequestIdParamsSchema>,
    @ValidBody(approveExplanationSchema) body: z.output<typeof approveExplanationSchema>,
  ) {
    return this.explanations.approve(principal, params.id, body.notes);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @RequireAccess(access.signedIn('parent'))
  reject(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(explanationRequestIdParamsSchema)
    params: z.output<typeof explanationRequestIdParamsSchema>,
    @ValidBody(rejectExplanationSchema) body: z.output<typeof rejectExplanationSchema>,
  ) {
    return this.explanations.reject(principal, params.id, body.reason, body.notes);
  }

  @Get('question/:questionId/explanation')
  @RequireAccess(access.signedIn())
  explanation(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(explanationQuestionParamsSchema)
    params: z.output<typeof explanationQuestionParamsSchema>,
    @ValidQuery(explanationQueryLookupSchema)
    query: z.output<typeof explanationQueryLookupSchema>,
  ) {
    return this.explanations.explanation(principal, params.questionId, query.attemptId);
  }
}
