import { Module, type DynamicModule } from '@nestjs/common';
import { CheckoutClosingHandler } from './application/checkout-closing.handler';
import { CreditsReloadHandler } from './application/credits-reload.handler';
import { GatewayWebhookHandler } from './application/gateway-webhook.handler';
import { PaymentDetailsHandler } from './application/payment-details.handler';
import { PaymentFailuresHandler } from './application/payment-failures.handler';
import { PaymentQueries } from './application/payment-queries.handler';
import { SubscriptionsHandler } from './application/subscriptions.handler';
import { CreditsReloadController } from './http/credits-reload.controller';
import { PaymentsController } from './http/payments.controller';
import { SandboxCheckoutController } from './http/sandbox-checkout.controller';
import { SubscriptionsController } from './http/subscriptions.controller';
import { WebhookController } from './http/webhook.controller';
import { SandboxCheckout } from './infrastructure/sandbox/sandbox-checkout';

export interface PaymentsParts {
  reloads: CreditsReloadHandler;
  subscriptions: SubscriptionsHandler;
  failures: PaymentFailuresHandler;
  queries: PaymentQueries;
  details: PaymentDetailsHandler;
  webhooks: GatewayWebhookHandler;
  closing: CheckoutClosingHandler;
  /** Only in sandbox mode; without it the sandbox route is not mounted at all. */
  sandbox?: SandboxCheckout;
}

@Module({})
export class PaymentsModule {
  static forParts(parts: PaymentsParts): DynamicModule {
    return {
      module: PaymentsModule,
      controllers: [
        CreditsReloadController,
        PaymentsController,
        SubscriptionsController,
        WebhookController,
        ...(parts.sandbox ? [SandboxCheckoutController] : []),
      ],
      providers: [
        { provide: CreditsReloadHandler, useValue: parts.reloads },
        { provide: SubscriptionsHandler, useValue: parts.subscriptions },
        { provide: PaymentFailuresHandler, useValue: parts.failures },
        { provide: PaymentQueries, useValue: parts.queries },
        { provide: PaymentDetailsHandler, useValue: parts.details },
        { provide: GatewayWebhookHandler, useValue: parts.webhooks },
        { provide: CheckoutClosingHandler, useValue: parts.closing },
        ...(parts.sandbox ? [{ provide: SandboxCheckout, useValue: parts.sandbox }] : []),
      ],
    };
  }
}
