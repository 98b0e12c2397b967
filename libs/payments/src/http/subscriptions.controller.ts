import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { activateSubscriptionRequestSchema, type PlansResponse } from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  jsonSchemaOf,
  type Principal,
  RequireAccess,
  ZodValidationPipe,
} from '@abhyas/runtime';
import { PAYMENTS_DENIAL } from '../application/payments.exception';
import { SubscriptionsHandler } from '../application/subscriptions.handler';

@ApiTags('payments')
@Controller('api/subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsHandler) {}

  /** Public: the landing page shows the plans before anyone signs in. */
  @RequireAccess(access.public())
  @Get('plans')
  plans(): PlansResponse {
    return this.subscriptions.plans();
  }

  @RequireAccess(access.accountHolder({ body: 'userId' }, PAYMENTS_DENIAL))
  @Post('create')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(activateSubscriptionRequestSchema) })
  activate(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(activateSubscriptionRequestSchema))
    body: z.output<typeof activateSubscriptionRequestSchema>,
  ) {
    return this.subscriptions.activate(principal, body);
  }
}
