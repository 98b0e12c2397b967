import { Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { access, rawBodyOf, ServiceController } from '@abhyas/runtime';
import { GatewayWebhookHandler } from '../application/gateway-webhook.handler';

/** Razorpay's servers call this; the HMAC over the raw body stands in for a session. */
@ServiceController('api/payments', { docs: 'payments', access: access.public() })
export class WebhookController {
  constructor(private readonly webhooks: GatewayWebhookHandler) {}

  @Post('webhook')
  @HttpCode(200)
  receive(
    @Req() request: FastifyRequest,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ) {
    return this.webhooks.receive(rawBodyOf(request), signature, eventId);
  }
}
