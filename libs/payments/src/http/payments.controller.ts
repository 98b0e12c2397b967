import { Get, HttpCode, Param, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  cancelPaymentRequestSchema,
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
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
  ValidQuery,
} from '@abhyas/runtime';
import { PAYMENTS_DENIAL } from '../application/payments.exception';
import { CheckoutClosingHandler } from '../application/checkout-closing.handler';
import { CreditsReloadHandler } from '../application/credits-reload.handler';
import { PaymentDetailsHandler } from '../application/payment-details.handler';
import { PaymentFailuresHandler } from '../application/payment-failures.handler';
import { PaymentQueries } from '../application/payment-queries.handler';
import { SubscriptionsHandler } from '../application/subscriptions.handler';

/**
 * The Payment page's calls under `/api/payments`, for parents; routes naming an account take
 * its holder only, and handlers check the owner of each payment they look up.
 */
@ServiceController('api/payments', { docs: 'payments', access: access.signedIn('parent') })
export class PaymentsController {
  constructor(
    private readonly reloads: CreditsReloadHandler,
    private readonly subscriptions: SubscriptionsHandler,
    private readonly failures: PaymentFailuresHandler,
    private readonly queries: PaymentQueries,
    private readonly details: PaymentDetailsHandler,
    private readonly closing: CheckoutClosingHandler,
  ) {}

  @Post('create-order')
  @HttpCode(200)
  createOrder(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(createOrderRequestSchema) body: z.output<typeof createOrderRequestSchema>,
  ) {
    return this.reloads.createOrder(principal, body);
  }

  /** Checkout was closed without paying: the pending payment is cancelled. */
  @Post('cancel')
  @HttpCode(200)
  cancel(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(cancelPaymentRequestSchema) body: z.output<typeof cancelPaymentRequestSchema>,
  ) {
    return this.closing.cancel(principal, body);
  }

  @Get('get-key')
  getKey(): GetKeyResponse {
    return this.details.key();
  }

  @Post('fetch-razorpay-details')
  @HttpCode(200)
  fetchDetails(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(fetchRazorpayDetailsRequestSchema)
    body: z.output<typeof fetchRazorpayDetailsRequestSchema>,
  ): Promise<FetchRazorpayDetailsResponse> {
    return this.details.fetch(principal, body.razorpayPaymentId);
  }

  @Post('create-subscription')
  @HttpCode(200)
  createSubscription(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(createSubscriptionRequestSchema)
    body: z.output<typeof createSubscriptionRequestSchema>,
  ) {
    return this.subscriptions.create(principal, body);
  }

  @Get('history/:userId')
  @RequireAccess(access.accountHolder({ param: 'userId' }, PAYMENTS_DENIAL))
  history(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
    @ValidQuery(paymentHistoryQuerySchema) query: z.output<typeof paymentHistoryQuerySchema>,
  ) {
    return this.queries.history(principal, userId, query);
  }

  @Get('failures/:userId')
  @RequireAccess(access.accountHolder({ param: 'userId' }, PAYMENTS_DENIAL))
  failuresOf(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
    @ValidQuery(paymentFailuresQuerySchema) query: z.output<typeof paymentFailuresQuerySchema>,
  ) {
    return this.queries.failures(principal, userId, query);
  }

  @Post('record-failure')
  @RequireAccess(access.accountHolder({ body: 'userId' }, PAYMENTS_DENIAL))
  @HttpCode(200)
  recordFailure(
    @CurrentPrincipal() principal: Principal,
    @ValidBody(recordFailureRequestSchema) body: z.output<typeof recordFailureRequestSchema>,
  ) {
    return this.failures.record(principal, body);
  }
}
