import { Get, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { learningNeedsParamsSchema, learningNeedsQuerySchema } from '@abhyas/contracts';
import { access, RequireAccess, ServiceController, ValidParams, ValidQuery } from '@abhyas/runtime';
import { LearningNeedsHandler } from '../application/learning-needs.handler';

const familyByName = access.familyByName(
  { parent: { param: 'parentId' }, name: { param: 'studentName' } },
  { orParent: true },
);

/** `/api/learning-needs/{parentId}/{studentName}`: the child themself, or their parent. */
@ServiceController('api/learning-needs', { docs: 'learning-needs' })
export class LearningNeedsController {
  constructor(private readonly learning: LearningNeedsHandler) {}

  @Get(':parentId/:studentName')
  @RequireAccess(familyByName)
  needs(
    @ValidParams(learningNeedsParamsSchema) params: z.output<typeof learningNeedsParamsSchema>,
    @ValidQuery(learningNeedsQuerySchema) _query: z.output<typeof learningNeedsQuerySchema>,
  ) {
    return this.learning.needs(params.parentId, params.studentName);
  }

  @Post(':parentId/:studentName/compute')
  @HttpCode(200)
  @RequireAccess(familyByName)
  compute(
    @ValidParams(learningNeedsParamsSchema) params: z.output<typeof learningNeedsParamsSchema>,
  ) {
    return this.learning.compute(params.parentId, params.studentName);
  }
}
