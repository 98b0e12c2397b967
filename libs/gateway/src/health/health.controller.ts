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

  /**
   * For operators: the last real checks of each component with their times, so a service that
   * flaps between ok and down shows as such. Public like `/api/health`, whose statuses it lists.
   */
  @Get('api/health/history')
  async history(@Res() reply: FastifyReply): Promise<void> {
    await reply.header('cache-control', 'no-store').send(await this.aggregator.history());
  }

  /** The gateway process itself: what liveness and readiness probes ask. */
  @Get('health')
  live() {
    return { service: 'gateway', status: 'ok' };
  }
}
