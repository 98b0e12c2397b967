import { Get, HttpCode, Param, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  activateSubscriptionRequestSchema,
  type CurrentSubscriptionsResponse,
  type PlansResponse,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
} from '@abhyas/runtime';
import { PAYMENTS_DENIAL } from '../application/payments.exception';
import { SubscriptionsHandler } from '../application/subscriptions.handler';

@ServiceController('api/subscriptions', { docs: 'payments' })
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsHandler) {}

  /** Public: the landing page shows the plans before anyone signs in. */
  @RequireAccess(access.public())
  @Get('plans')
  plans(): PlansResponse {
    return this.subscriptions.plans();
  }

  /** The account's plan terms running now or still to come (the Payment page's current plan). */
  @RequireAccess(access.accountHolder({ param: 'userId' }, PAYMENTS_DENIAL))
  @Get('current/:userId')
  current(@Param('userId') userId: string): Promise<CurrentSubscriptionsResponse> {
    return this.subscriptions.current(userId);
  }

  @RequireAccess(access.accountHolder({ body: 'userId' }, PAYMENTS_DENIAL))
  @Post('create')
  @HttpCode(200)
  activate(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(activateSubscriptionRequestSchema)
    body: z.output<typeof activateSubscriptionRequestSchema>,
  ) {
    return this.subscriptions.activate(principal, body);
  }
}
