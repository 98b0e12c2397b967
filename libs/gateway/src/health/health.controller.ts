import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { access, RequireAccess } from '@abhyas/runtime';
import { HealthAggregator } from './health-aggregator';

@ApiTags('health')
@RequireAccess(access.public())
@Controller()
export class HealthController {
  constructor(private readonly aggregator: HealthAggregator) {}

  /** The platform's status as the web app's health wrapper reads it; 503 when it cannot serve. */
  @Get('api/health')
  async platform(@Res() reply: FastifyReply): Promise<void> {
    const { status, json } = await this.aggregator.reportJson();
    await reply
      .status(status === 'error' ? 503 : 200)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(json);
  }

  /** The gateway process itself: what liveness and readiness probes ask. */
  @Get('health')
  live() {
    return { service: 'gateway', status: 'ok' };
  }
}
