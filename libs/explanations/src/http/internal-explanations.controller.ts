import { HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  explanationFailureRequestSchema,
  explanationInternalParamsSchema,
  explanationResultRequestSchema,
} from '@abhyas/contracts';
import { access, ServiceController, ValidBody, ValidParams } from '@abhyas/runtime';
import { ExplanationProductionHandler } from '../application/explanation-production.handler';

type Params = z.output<typeof explanationInternalParamsSchema>;

/**
 * The generation worker's reports on the explanations it writes (`EXPLANATION_INTERNAL_ROUTES`):
 * signed internal callers only, never reachable from a browser. Each answers where the
 * explanation stands after the report.
 */
@ServiceController('internal/explanations/requests', { docs: false, access: access.internal() })
export class InternalExplanationsController {
  constructor(private readonly production: ExplanationProductionHandler) {}

  @Post(':requestId/start')
  @HttpCode(200)
  start(@ValidParams(explanationInternalParamsSchema) params: Params) {
    return this.production.start(params.requestId);
  }

  @Post(':requestId/explanation')
  @HttpCode(200)
  explanation(
    @ValidParams(explanationInternalParamsSchema) params: Params,
    @ValidBody(explanationResultRequestSchema)
    body: z.output<typeof explanationResultRequestSchema>,
  ) {
    return this.production.explanation(params.requestId, body);
  }

  @Post(':requestId/failure')
  @HttpCode(200)
  failure(
    @ValidParams(explanationInternalParamsSchema) params: Params,
    @ValidBody(explanationFailureRequestSchema)
    body: z.output<typeof explanationFailureRequestSchema>,
  ) {
    return this.production.fail(params.requestId, body);
  }
}
