import { Get, HttpCode } from '@nestjs/common';
import { sessionRevocationsQuerySchema } from '@abhyas/contracts';
import { access, ServiceController, ValidQuery } from '@abhyas/runtime';
import type { z } from 'zod';
import { Sessions } from '../application/sessions';

/**
 * The gateway's revocation feed: each gateway replica reads it every few seconds and checks
 * tokens against what it learnt, so no signed-in call waits on identity. Not under /api (so not
 * in SERVICE_ROUTES: browsers cannot reach it) and only for a signed internal principal.
 */
@ServiceController('internal/sessions', { docs: false, access: access.internal() })
export class InternalSessionsController {
  constructor(private readonly sessions: Sessions) {}

  @Get('revocations')
  @HttpCode(200)
  revocations(
    @ValidQuery(sessionRevocationsQuerySchema)
    query: z.output<typeof sessionRevocationsQuerySchema>,
  ) {
    return this.sessions.revokedSince(new Date(query.since));
  }
}
