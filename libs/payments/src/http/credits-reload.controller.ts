import { HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { completeReloadRequestSchema, reloadRequestSchema } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
} from '@abhyas/runtime';
import { CreditsReloadHandler } from '../application/credits-reload.handler';
import { PAYMENTS_DENIAL } from '../application/payments.exception';

/** Pay as you go: open a purchase, then complete it with checkout's signed answer. */
@ServiceController('api/credits', { docs: 'payments', access: access.signedIn('parent') })
export class CreditsReloadController {
  constructor(private readonly reloads: CreditsReloadHandler) {}

  @Post('reload')
  @RequireAccess(access.accountHolder({ body: 'userId' }, PAYMENTS_DENIAL))
  @HttpCode(200)
  reload(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(reloadRequestSchema) body: z.output<typeof reloadRequestSchema>,
  ) {
    return this.reloads.reload(principal, body);
  }

  @Post('complete-reload')
  @HttpCode(200)
  complete(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(completeReloadRequestSchema) body: z.output<typeof completeReloadRequestSchema>,
  ) {
    return this.reloads.complete(principal, body);
  }
}
