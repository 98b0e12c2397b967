import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  createOrderRequestSchema,
  createSubscriptionRequestSchema,
  fetchRazorpayDetailsRequestSchema,
  paymentFailuresQuerySchema,
  paymentHistoryQuerySchema,
  recordFailureRequestSchema,
  type FetchRazorpayDetailsResponse,
  type GetKeyResponse,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  jsonSchemaOf,
  type Principal,
  RequireAccess,
  ZodValidationPipe,
} from '@abhyas/runtime';
import { PAYMENTS_DENIAL } from '../application/payments.exception';
import { CreditsReloadHandler } from '../application/credits-reload.handler';
import { PaymentDetailsHandler } from '../application/payment-details.handler';
import { PaymentFailuresHandler } from '../application/payment-failures.handler';
import { PaymentQueries } from '../application/payment-queries.handler';
import { SubscriptionsHandler } from '../application/subscriptions.handler';

/**
 * The Payment page's calls under `/api/payments`, for parents; routes naming an account take
 * its holder only, and handlers check the owner of each payment they look up.
 */
@ApiTags('payments')
@RequireAccess(access.signedIn('parent'))
@Controller('api/payments')
export class PaymentsController {
  constructor(
    private readonly reloads: CreditsReloadHandler,
    private readonly subscriptions: SubscriptionsHandler,
    private readonly failures: PaymentFailuresHandler,
    private readonly queries: PaymentQueries,
    private readonly details: PaymentDetailsHandler,
  ) {}

  @Post('create-order')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(createOrderRequestSchema) })
  createOrder(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(createOrderRequestSchema))
    body: z.output<typeof createOrderRequestSchema>,
  ) {
    return this.reloads.createOrder(principal, body);
  }

  @Get('get-key')
  getKey(): GetKeyResponse {
    return this.details.key();
  }

  @Post('fetch-razorpay-details')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(fetchRazorpayDetailsRequestSchema) })
  fetchDetails(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(fetchRazorpayDetailsRequestSchema))
    body: z.output<typeof fetchRazorpayDetailsRequestSchema>,
  ): Promise<FetchRazorpayDetailsResponse> {
    return this.details.fetch(principal, body.razorpayPaymentId);
  }

  @Post('create-subscription')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(createSubscriptionRequestSchema) })
  createSubscription(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(createSubscriptionRequestSchema))
    body: z.output<typeof createSubscriptionRequestSchema>,
  ) {
    return this.subscriptions.create(principal, body);
  }

  @Get('history/:userId')
  @RequireAccess(access.accountHolder({ param: 'userId' }, PAYMENTS_DENIAL))
  history(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
    @Query(new ZodValidationPipe(paymentHistoryQuerySchema))
    query: z.output<typeof paymentHistoryQuerySchema>,
  ) {
    return this.queries.history(principal, userId, query);
  }

  @Get('failures/:userId')
  @RequireAccess(access.accountHolder({ param: 'userId' }, PAYMENTS_DENIAL))
  failuresOf(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
    @Query(new ZodValidationPipe(paymentFailuresQuerySchema))
    query: z.output<typeof paymentFailuresQuerySchema>,
  ) {
    return this.queries.failures(principal, userId, query);
  }

  @Post('record-failure')
  @RequireAccess(access.accountHolder({ body: 'userId' }, PAYMENTS_DENIAL))
  @HttpCode(200)
  @ApiBody({ schema: jsonSchemaOf(recordFailureRequestSchema) })
  recordFailure(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(recordFailureRequestSchema))
    body: z.output<typeof recordFailureRequestSchema>,
  ) {
    return this.failures.record(principal, body);
  }
}
