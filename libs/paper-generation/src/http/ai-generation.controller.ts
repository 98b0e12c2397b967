import { Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  aiGenerationRequestSchema,
  aiOlympiadGenerationRequestSchema,
  generationJobParamsSchema,
  olympiadParamsSchema,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  ServiceController,
  ValidBody,
  ValidParams,
} from '@abhyas/runtime';
import { AiGenerationHandler } from '../application/ai-generation.handler';

/**
 * AI paper generation for a parent: queue a job (202, 10 credits reserved) and follow it, as one
 * view or as server-sent events (the gateway passes `text/event-stream` through unbuffered).
 */
@ServiceController('api/generate', { docs: 'generate', access: access.signedIn('parent') })
export class AiGenerationController {
  constructor(private readonly generation: AiGenerationHandler) {}

  @Get('availability')
  availability() {
    return this.generation.availability();
  }

  @Post('generate-paper')
  @HttpCode(202)
  generate(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(aiGenerationRequestSchema) form: z.output<typeof aiGenerationRequestSchema>,
  ) {
    return this.generation.request(principal, form);
  }

  @Post('olympiad/:olympiad')
  @HttpCode(202)
  generateOlympiad(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(olympiadParamsSchema) params: z.output<typeof olympiadParamsSchema>,
    @ValidBody(aiOlympiadGenerationRequestSchema)
    form: z.output<typeof aiOlympiadGenerationRequestSchema>,
  ) {
    return this.generation.olympiad(principal, params.olympiad, form);
  }

  @Get('jobs/:jobId')
  job(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(generationJobParamsSchema) params: z.output<typeof generationJobParamsSchema>,
  ) {
    return this.generation.view(principal, params.jobId);
  }

  @Get('jobs/:jobId/events')
  async events(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(generationJobParamsSchema) params: z.output<typeof generationJobParamsSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const feed = await this.generation.events(principal, params.jobId);
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Proxies such as nginx would otherwise hold the events back until the stream ends.
      .header('x-accel-buffering', 'no');
    return feed;
  }
}
