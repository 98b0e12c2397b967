import { Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  duplicateTitleQuerySchema,
  paperIdParamsSchema,
  parentChildParamsSchema,
  savePaperRequestSchema,
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
import { PapersHandler } from '../application/papers.handler';

/** The paper calls under `/api/papers`: each names the parent, or the handler checks the owner. */
@ServiceController('api/papers', { docs: 'papers' })
export class PapersController {
  constructor(private readonly papers: PapersHandler) {}

  @Post('save-paper')
  @HttpCode(200)
  @RequireAccess(access.accountHolder({ body: 'parentId' }))
  save(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(savePaperRequestSchema) body: z.output<typeof savePaperRequestSchema>,
  ) {
    return this.papers.save(principal, body);
  }

  @Get('check-duplicate-title')
  @RequireAccess(access.accountHolder({ query: 'parentId' }))
  checkDuplicateTitle(
    @ValidQuery(duplicateTitleQuerySchema) query: z.output<typeof duplicateTitleQuerySchema>,
  ) {
    return this.papers.isDuplicate(query.parentId, query.title);
  }

  @Get('populate-paper/:id')
  @RequireAccess(access.signedIn())
  populate(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(paperIdParamsSchema) params: z.output<typeof paperIdParamsSchema>,
  ) {
    return this.papers.populate(principal, params.id);
  }

  /** The parent's own paper to print (a student, or another parent, is refused). */
  @Get(':id/pdf')
  @RequireAccess(access.signedIn('parent'))
  async pdf(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(paperIdParamsSchema) params: z.output<typeof paperIdParamsSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const pdf = await this.papers.pdf(principal, params.id);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', pdf.contentDisposition)
      .header('cache-control', 'no-store');
    return Buffer.from(pdf.bytes);
  }

  @Get(':parentId/child/:childId')
  @RequireAccess(
    access.parentOfChild({ parent: { param: 'parentId' }, child: { param: 'childId' } }),
  )
  list(@ValidParams(parentChildParamsSchema) params: z.output<typeof parentChildParamsSchema>) {
    return this.papers.list(params.parentId, params.childId);
  }
}
