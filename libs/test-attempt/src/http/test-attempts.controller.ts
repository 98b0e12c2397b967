import { HttpCode, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import {
  attemptIdParamsSchema,
  attemptQuestionParamsSchema,
  saveAnswerRequestSchema,
  saveProgressRequestSchema,
  startNewAttemptRequestSchema,
  startTestRequestSchema,
  submitTestRequestSchema,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
  ValidParams,
} from '@abhyas/runtime';
import { AttemptsHandler } from '../application/attempts.handler';

/**
 * The test session under `/api/test-attempts`: only the student whose attempt it is writes to
 * it (the attempt's decider checks the caller, so an autosave needs no extra read).
 */
@ServiceController('api/test-attempts', { docs: 'test-attempts' })
export class TestAttemptsController {
  constructor(private readonly attempts: AttemptsHandler) {}

  @Post('start-test')
  @HttpCode(200)
  @RequireAccess(access.signedIn('student'))
  start(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(startTestRequestSchema) body: z.output<typeof startTestRequestSchema>,
  ) {
    return this.attempts.start(principal, body.paperId, body.studentName);
  }

  @Put(':attemptId/answers/:questionId')
  @RequireAccess(access.signedIn('student'))
  saveAnswer(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(attemptQuestionParamsSchema) params: z.output<typeof attemptQuestionParamsSchema>,
    @ValidBody(saveAnswerRequestSchema) body: z.output<typeof saveAnswerRequestSchema>,
  ) {
    return this.attempts.saveAnswer(
      principal,
      params.attemptId,
      params.questionId,
      body.selectedAnswer,
      body.version,
    );
  }

  @Put(':attemptId/progress')
  @RequireAccess(access.signedIn('student'))
  saveProgress(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(attemptIdParamsSchema) params: z.output<typeof attemptIdParamsSchema>,
    @ValidBody(saveProgressRequestSchema) body: z.output<typeof saveProgressRequestSchema>,
  ) {
    return this.attempts.saveProgress(principal, params.attemptId, body);
  }

  @Post('submit-test')
  @HttpCode(200)
  @RequireAccess(access.signedIn('student'))
  submit(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(submitTestRequestSchema) body: z.output<typeof submitTestRequestSchema>,
  ) {
    return this.attempts.submit(principal, body);
  }

  /** Both call sites: the parent's Allow Retake, and a student confirming a new attempt. */
  @Post('start-new-attempt')
  @HttpCode(200)
  @RequireAccess(access.signedIn())
  startNewAttempt(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(startNewAttemptRequestSchema) body: z.output<typeof startNewAttemptRequestSchema>,
  ) {
    return this.attempts.startNewAttempt(principal, body.paperId, body.studentName);
  }
}
