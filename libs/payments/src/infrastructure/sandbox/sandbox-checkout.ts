import {
  cardDigits,
  SANDBOX_FAILING_CARDS,
  SANDBOX_SUCCESS_CARD,
  type RazorpayError,
  type SandboxPayResponse,
  type sandboxPayRequestSchema,
} from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { heldPayment } from '../../application/payment-checkout';
import { paymentsErrors } from '../../application/payments.exception';
import type { PaymentRow, PaymentsRepository } from '../../application/payments.repository';
import { gatewayId } from '../gateway-ids';
import type { HmacSignatures } from '../hmac-signatures';

/** How the sandbox hands its webhook to the service, as Razorpay's servers would POST it. */
export type DeliverWebhook = (
  rawBody: Buffer,
  signature: string,
  eventId: string,
) => Promise<unknown>;

/** Razorpay delivers webhooks shortly after checkout answers; so does the sandbox. */
const WEBHOOK_DELAY_MS = 5;

const DECLINED = SANDBOX_FAILING_CARDS.find((card) => card.failureClass === 'card_declined')!;

const failureFor = (digits: string) =>
  SANDBOX_FAILING_CARDS.find((card) => cardDigits(card.number) === digits)?.error ?? DECLINED.error;

/**
 * The sandbox's checkout: charges a test card for an order or subscription of the caller,
 * answers like Razorpay's checkout (signed success, or its 402 error), then delivers the
 * matching signed webhook a few ms later so the webhook path runs offline too.
 */
export class SandboxCheckout {
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
    private readonly clock: Clock,
    private readonly repository: PaymentsRepository,
    private readonly signatures: HmacSignatures,
    private readonly deliver: DeliverWebhook,
    private readonly logger: Logger,
  ) {}

  async pay(
    principal: Principal,
    body: z.output<typeof sandboxPayRequestSchema>,
  ): Promise<SandboxPayResponse> {
    const checkoutId = body.orderId ?? body.subscriptionId ?? '';
    const payment = heldPayment(
      principal,
      body.orderId
        ? await this.repository.byOrderId(checkoutId)
        : await this.repository.bySubscriptionId(checkoutId),
      body.orderId ? paymentsErrors.orderNotFound : paymentsErrors.subscriptionNotFound,
    );
    const digits = cardDigits(body.card.number);
    const gatewayPaymentId = gatewayId('pay');
    const succeeded = digits === cardDigits(SANDBOX_SUCCESS_CARD);
    await this.remember(gatewayPaymentId, body, digits, succeeded);
    if (!succeeded) {
      const error: RazorpayError = {
        ...failureFor(digits),
        metadata: { payment_id: gatewayPaymentId, order_id: checkoutId },
      };
      this.schedule(this.failedEvent(payment, gatewayPaymentId, body, error));
      throw paymentsErrors.declined(error);
    }
    if (body.subscriptionId) {
      this.schedule(this.subscriptionEvent(payment, gatewayPaymentId, body.subscriptionId));
      return {
        razorpay_payment_id: gatewayPaymentId,
        razorpay_subscription_id: body.subscriptionId,
        razorpay_signature: this.signatures.signSubscription(gatewayPaymentId, body.subscriptionId),
      };
    }
    this.schedule(this.capturedEvent(payment, gatewayPaymentId, checkoutId));
    return {
      razorpay_payment_id: gatewayPaymentId,
      razorpay_order_id: checkoutId,
      razorpay_signature: this.signatures.signCheckout(checkoutId, gatewayPaymentId),
    };
  }

  /** Waits for webhooks still on their way (shutdown, and tests that need them delivered). */
  async settle(): Promise<void> {
    while (this.deliveries.size > 0) {
      await Promise.all([...this.deliveries]);
    }
  }

  private async remember(
    gatewayPaymentId: string,
    body: z.output<typeof sandboxPayRequestSchema>,
    digits: string,
    succeeded: boolean,
  ): Promise<void> {
    await this.db.query(
      `insert into ${this.schema}.sandbox_payments
         (gateway_payment_id, order_id, subscription_id, status, method, created_at)
       values ($1, $2, $3, $4, $5::jsonb, $6)`,
      [
        gatewayPaymentId,
        body.orderId ?? null,
        body.subscriptionId ?? null,
        succeeded ? 'captured' : 'failed',
        JSON.stringify({ type: 'card', network: 'Visa', last4: digits.slice(-4) }),
        this.clock.now().toISOString(),
      ],
    );
  }

  private paymentEntity(payment: PaymentRow, gatewayPaymentId: string, status: string) {
    return {
      id: gatewayPaymentId,
      entity: 'payment',
      amount: payment.amount_paise,
      currency: payment.currency,
      status,
      method: 'card',
      order_id: payment.order_id,
      captured: status === 'captured',
      created_at: Math.floor(this.clock.now().getTime() / 1000),
    };
  }

  private capturedEvent(payment: PaymentRow, gatewayPaymentId: string, orderId: string) {
    return {
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            ...this.paymentEntity(payment, gatewayPaymentId, 'captured'),
            order_id: orderId,
          },
        },
      },
    };
  }

  private failedEvent(
    payment: PaymentRow,
    gatewayPaymentId: string,
    body: z.output<typeof sandboxPayRequestSchema>,
    error: RazorpayError,
  ) {
    return {
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            ...this.paymentEntity(payment, gatewayPaymentId, 'failed'),
            error_code: error.code,
            error_description: error.description,
            error_source: error.source,
            error_step: error.step,
            error_reason: error.reason,
          },
        },
        ...(body.subscriptionId ? { subscription: { entity: { id: body.subscriptionId } } } : {}),
      },
    };
  }

  private subscriptionEvent(payment: PaymentRow, gatewayPaymentId: string, subscriptionId: string) {
    return {
      event: 'subscription.activated',
      contains: ['subscription', 'payment'],
      payload: {
        subscription: { entity: { id: subscriptionId, entity: 'subscription', status: 'active' } },
        payment: { entity: this.paymentEntity(payment, gatewayPaymentId, 'captured') },
      },
    };
  }

  private schedule(event: Record<string, unknown>): void {
    const eventId = `evt_${gatewayId('pay').slice(4)}`;
    const rawBody = Buffer.from(
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        ...event,
        created_at: Math.floor(this.clock.now().getTime() / 1000),
      }),
    );
    const delivery = new Promise<void>((resolve) => {
      setTimeout(() => {
        this.deliver(rawBody, this.signatures.signWebhook(rawBody), eventId)
          .catch((error: unknown) =>
            this.logger.error({ err: error, eventId }, 'sandbox webhook delivery failed'),
          )
          .finally(() => resolve());
      }, WEBHOOK_DELAY_MS);
    });
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }
}
