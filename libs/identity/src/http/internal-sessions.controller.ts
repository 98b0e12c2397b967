import { Get, HttpCode, Param } from '@nestjs/common';
import { access, ServiceController } from '@abhyas/runtime';
import { Sessions } from '../application/sessions';

/**
 * The gateway asks this on every authenticated call. Not under /api (so not in SERVICE_ROUTES:
 * browsers cannot reach it) and only for the gateway's signed internal principal.
 */
@ServiceController('internal/sessions', { docs: false, access: access.internal() })
export class InternalSessionsController {
  constructor(private readonly sessions: Sessions) {}

  @Get(':sid')
  @HttpCode(200)
  async active(@Param('sid') sid: string) {
    return { active: sid.length <= 64 && (await this.sessions.isActive(sid)) };
  }
}
