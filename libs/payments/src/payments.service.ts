import { creditsLedgerClient } from '@abhyas/contracts';
import { ServiceStore } from '@abhyas/event-store';
import type { ServiceDefinition } from '@abhyas/runtime';
import { CheckoutClosingHandler } from './application/checkout-closing.handler';
import { CheckoutExpiry } from './application/checkout-expiry';
import { CreditsReloadHandler } from './application/credits-reload.handler';
import { GatewayWebhookHandler } from './application/gateway-webhook.handler';
import { PaymentCapture } from './application/payment-capture';
import { PaymentDetailsHandler } from './application/payment-details.handler';
import { paymentFailuresProjection } from './application/payment-failures.projection';
import { PaymentFailuresHandler } from './application/payment-failures.handler';
import { PaymentQueries } from './application/payment-queries.handler';
import { paymentsProjection } from './application/payments.projection';
import type { PaymentIds } from './application/payments.ports';
import { PaymentsRepository } from './application/payments.repository';
import { gatewayPaymentStream } from './domain/gateway-payment.stream';
import { paymentFailureStream } from './domain/payment-failure.stream';
import { paymentStream } from './domain/payment.stream';
import { SubscriptionsHandler } from './application/subscriptions.handler';
import { subscriptionsProjection } from './application/subscriptions.projection';
import { cryptoPaymentIds } from './infrastructure/gateway-ids';
import { choosePaymentGateway, type PaymentGateway } from './infrastructure/payment-gateway';
import { loadPaymentsConfig } from './infrastructure/payments.config';
import { paymentsMigrations } from './infrastructure/payments.migrations';
import { SandboxCheckout } from './infrastructure/sandbox/sandbox-checkout';
import { PaymentsModule } from './payments.module';
import { razorpayHealthCheck } from './razorpay-health.check';

export interface PaymentsServiceOptions {
  ids?: PaymentIds;
  /** Tests pass a Razorpay adapter over a faked HTTP layer. */
  gateway?: PaymentGateway;
  /** Tests read the sandbox (to wait for its webhooks). */
  onSandbox?: (sandbox: SandboxCheckout) => void;
}

/** Payments: orders, captures, subscriptions, failure records and gateway webhooks. */
export const createPaymentsService = (options: PaymentsServiceOptions = {}): ServiceDefinition => ({
  name: 'payments',
  migrations: paymentsMigrations,
  create: async (context) => {
    const { db, schema, clock, logger } = context;
    const store = new ServiceStore({
      service: 'payments',
      db,
      schema,
      streams: [paymentStream, paymentFailureStream, gatewayPaymentStream],
      projections: [
        paymentsProjection(schema),
        paymentFailuresProjection(schema),
        subscriptionsProjection(schema),
      ],
    });
    const config = loadPaymentsConfig(context.env);
    const gateway = options.gateway ?? (await choosePaymentGateway(config, db, schema));
    const { provider, signatures } = gateway;
    const ids = options.ids ?? cryptoPaymentIds;
    const repository = new PaymentsRepository(db, schema);
    const capture = new PaymentCapture(
      store,
      clock,
      creditsLedgerClient(context.services),
      repository,
      logger,
    );
    const failures = new PaymentFailuresHandler(store, clock, repository, ids);
    const webhooks = new GatewayWebhookHandler(
      store,
      repository,
      signatures,
      capture,
      failures,
      logger,
    );
    const sandbox =
      provider.mode === 'sandbox'
        ? new SandboxCheckout(
            db,
            schema,
            clock,
            repository,
            signatures,
            (rawBody, signature, eventId) => webhooks.receive(rawBody, signature, eventId),
            logger,
          )
        : undefined;
    if (sandbox) {
      options.onSandbox?.(sandbox);
    }
    const checkout = { store, clock, repository, provider, signatures, ids, capture };
    const closing = new CheckoutClosingHandler(store, clock, repository);
    const expiry = new CheckoutExpiry(repository, closing, clock, logger, config.expirySweepMs);
    return {
      module: PaymentsModule.forParts({
        reloads: new CreditsReloadHandler(checkout),
        subscriptions: new SubscriptionsHandler(checkout),
        failures,
        queries: new PaymentQueries(repository),
        details: new PaymentDetailsHandler(repository, provider),
        webhooks,
        closing,
        sandbox,
      }),
      start: async () => {
        expiry.start();
      },
      stop: async () => {
        await expiry.stop();
        await sandbox?.settle();
      },
      healthChecks: { razorpay: razorpayHealthCheck(config) },
    };
  },
});

export const paymentsService: ServiceDefinition = createPaymentsService();
