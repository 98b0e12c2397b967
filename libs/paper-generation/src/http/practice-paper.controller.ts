import { HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { practicePaperRequestSchema } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
} from '@abhyas/runtime';
import { PracticePaperHandler } from '../application/practice-paper.handler';

/** Generate Practice Paper from the Learning Needs view: the parent named, for their own child. */
@ServiceController('api/papers', { docs: 'papers' })
export class PracticePaperController {
  constructor(private readonly practice: PracticePaperHandler) {}

  @Post('generate-from-learning-needs')
  @HttpCode(200)
  @RequireAccess(
    access.parentOfChild({ parent: { body: 'parentId' }, child: { body: 'studentId' } }),
  )
  generate(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(practicePaperRequestSchema) body: z.output<typeof practicePaperRequestSchema>,
  ) {
    return this.practice.generate(principal, body);
  }
}
