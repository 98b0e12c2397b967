import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { activateSubscriptionRequestSchema, type PlansResponse } from '@abhyas/contracts';
import {
  CurrentPrincipal,
  jsonSchemaOf,
  Public,
  Roles,
  ZodValidationPipe,
  type Principal,
} from '@abhyas/runtime';
import { SubscriptionsHandler } from '../application/subscriptions.handler';

@ApiTags('payments')
@Controller('api/subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsHandler) {}

  /** Public: the landing page shows the plans before anyone signs in. */
  @Public()
  @Get('plans')
  plans(): PlansResponse {
    return this.subscriptions.plans();
  }

  @Roles('parent')
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
