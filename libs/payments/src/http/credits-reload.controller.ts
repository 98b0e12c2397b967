import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { completeReloadRequestSchema, reloadRequestSchema } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  jsonSchemaOf,
  type Principal,
  RequireAccess,
  ZodValidationPipe,
} from '@abhyas/runtime';
import { CreditsReloadHandler } from '../application/credits-reload.handler';
import { PAYMENTS_DENIAL } from '../application/payments.exception';

/** Pay as you go: open a purchase, then complete it with checkout's signed answer. */
@ApiTags('payments')
@RequireAccess(access.signedIn('parent'))
@Controller('api/credits')
export class CreditsReloadController {
  constructor(private readonly reloads: CreditsReloadHandler) {}

  @Post('reload')
  @RequireAccess(access.accountHolder({ body: 'userId' }, PAYMENTS_DENIAL))
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(reloadRequestSchema) })
  reload(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(reloadRequestSchema)) body: z.output<typeof reloadRequestSchema>,
  ) {
    return this.reloads.reload(principal, body);
  }

  @Post('complete-reload')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(completeReloadRequestSchema) })
  complete(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(completeReloadRequestSchema))
    body: z.output<typeof completeReloadRequestSchema>,
  ) {
    return this.reloads.complete(principal, body);
  }
}
