import { Get } from '@nestjs/common';
import type { z } from 'zod';
import { questionIdParamsSchema } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidParams,
} from '@abhyas/runtime';
import { PapersHandler } from '../application/papers.handler';

/** `/api/questions/{id}`: a question from the caller's own papers (the handler checks whose). */
@ServiceController('api/questions', { docs: 'papers' })
export class QuestionsController {
  constructor(private readonly papers: PapersHandler) {}

  @Get(':id')
  @RequireAccess(access.signedIn())
  question(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(questionIdParamsSchema) params: z.output<typeof questionIdParamsSchema>,
  ) {
    return this.papers.question(principal, params.id);
  }
}
