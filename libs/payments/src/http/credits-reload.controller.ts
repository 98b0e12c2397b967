import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { completeReloadRequestSchema, reloadRequestSchema } from '@abhyas/contracts';
import {
  CurrentPrincipal,
  jsonSchemaOf,
  Roles,
  ZodValidationPipe,
  type Principal,
} from '@abhyas/runtime';
import { CreditsReloadHandler } from '../application/credits-reload.handler';

/** Pay as you go: open a purchase, then complete it with checkout's signed answer. */
@ApiTags('payments')
@Roles('parent')
@Controller('api/credits')
export class CreditsReloadController {
  constructor(private readonly reloads: CreditsReloadHandler) {}

  @Post('reload')
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
