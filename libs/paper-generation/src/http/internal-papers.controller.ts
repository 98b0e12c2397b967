import { Get } from '@nestjs/common';
import type { z } from 'zod';
import { paperIdParamsSchema } from '@abhyas/contracts';
import { access, ServiceController, ValidParams } from '@abhyas/runtime';
import { PapersHandler } from '../application/papers.handler';

/**
 * The service-to-service paper API (`PAPER_INTERNAL_ROUTES`): test-attempt copies a paper with
 * its keys once, when it schedules a test. Only signed internal principals; never under `/api`.
 */
@ServiceController(undefined, { docs: false, access: access.internal() })
export class InternalPapersController {
  constructor(private readonly papers: PapersHandler) {}

  @Get('internal/papers/:id/snapshot')
  snapshot(@ValidParams(paperIdParamsSchema) params: z.output<typeof paperIdParamsSchema>) {
    return this.papers.snapshot(params.id);
  }
}
