import type { ServiceStore, StoreUnit } from '@abhyas/event-store';
import type { Logger } from 'pino';
import { z } from 'zod';
import { parseJsonBody, RequestValidationException } from '@abhyas/runtime';
import type { CaptureOutcome, CapturedPayment, PaymentCapture } from './payment-capture';
import type { PaymentFailuresHandler } from './payment-failures.handler';
import { paymentsErrors, withPaymentsErrors } from './payments.exception';
import type { PaymentSignatures } from './payments.ports';
import type { PaymentsRepository } from './payments.repository';

const optionalText = z.string().nullish();

/** The parts of a Razorpay webhook we act on; everything else in it is ignored. */
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: optionalText,
            method: optionalText,
            amount: z.number().nullish(),
            currency: optionalText,
            error_code: optionalText,
            error_description: optionalText,
            error_source: optionalText,
            error_step: optionalText,
            error_reason: optionalText,
          }),
        })
        .optional(),
      subscription: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .default({}),
});
type Webhook = z.infer<typeof webhookSchema>;

export interface WebhookOutcome {
  success: true;
  /** False for a delivery whose event id was handled before. */
  processed: boolean;
  ignored?: boolean;
}

const CONSUMER = 'razorpay-webhooks';

type PaymentEntity = NonNullable<Webhook['payload']['payment']>['entity'];

/** What the gateway says it captured; a missing amount or currency matches no order. */
const amountOf = (payment: PaymentEntity) => ({
  amountPaise: payment.amount ?? null,
  currency: payment.currency ?? null,
});

/** A refused capture is handled (recorded), so the delivery is acknowledged and not retried. */
const capturedBy = (outcome: CaptureOutcome) => ({
  captured: outcome.kind === 'captured' ? outcome.payment : undefined,
  ignored: false,
});

/**
 * Razorpay's (or the sandbox's) server-to-server reports. Verified over the raw body before
 * anything is read, handled once per event id (inbox in the same transaction as the effects),
 * and with the same effects as the browser's reports, so the credits arrive even when the
 * browser never comes back.
 */
export class GatewayWebhookHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: PaymentsRepository,
    private readonly signatures: PaymentSignatures,
    private readonly capture: PaymentCapture,
    private readonly failures: PaymentFailuresHandler,
    private readonly logger: Logger,
  ) {}

  /** `rawBody` is the bytes received: the signature covers them, and they are what is read. */
  async receive(
    rawBody: Uint8Array | undefined,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<WebhookOutcome> {
    if (!rawBody?.length || !signature || !this.signatures.verifyWebhook(rawBody, signature)) {
      throw paymentsErrors.invalidSignature();
    }
    // Read as the platform reads any JSON body (a byte-order mark allowed, depth bounded): its
    // refusals are 400s, where a second, stricter parser here made a signed body a 500.
    const parsed = webhookSchema.safeParse(parseJsonBody(rawBody));
    if (!parsed.success) {
      throw new RequestValidationException([
        { path: '', message: 'The webhook body is not a Razorpay event' },
      ]);
    }
    const eventId = eventIdHeader?.trim() || this.signatures.fingerprint(rawBody);
    let captured: CapturedPayment | undefined;
    let ignored = false;
    const processed = await withPaymentsErrors(() =>
      this.store.handleOnce(CONSUMER, eventId, async (unit) => {
        const outcome = await this.apply(unit, parsed.data);
        captured = outcome.captured;
        ignored = outcome.ignored;
      }),
    );
    if (captured) {
      // Best effort, as for checkout: the outbox event guarantees the grant either way.
      await this.capture.grantNow(captured);
    }
    return { success: true, processed, ...(ignored ? { ignored } : {}) };
  }

  private async apply(
    unit: StoreUnit,
    webhook: Webhook,
  ): Promise<{ captured?: CapturedPayment; ignored: boolean }> {
    const payment = webhook.payload.payment?.entity;
    const subscriptionId = webhook.payload.subscription?.entity.id;
    switch (webhook.event) {
      case 'payment.captured':
      case 'order.paid': {
        const row = payment?.order_id
          ? await this.repository.byOrderId(payment.order_id, unit.tx)
          : undefined;
        if (!payment || !row) {
          return this.ignore(webhook);
        }
        const outcome = await this.capture.capture(
          row,
          {
            gatewayPaymentId: payment.id,
            orderId: row.order_id ?? undefined,
            methodType: payment.method ?? 'card',
            reportedBy: 'webhook',
            gatewayAmount: amountOf(payment),
          },
          unit,
        );
        return capturedBy(outcome);
      }
      case 'payment.failed': {
        const checkoutId = payment?.order_id ?? subscriptionId;
        const row = checkoutId
          ? await this.repository.byCheckoutId(checkoutId, unit.tx)
          : undefined;
        if (!payment || !row || !checkoutId) {
          return this.ignore(webhook);
        }
        await this.failures.recordFor(unit, row, checkoutId, {
          paymentId: payment.id,
          amount: payment.amount ?? row.amount_paise,
          currency: payment.currency ?? row.currency,
          gateway: row.gateway,
          gatewayTransactionId: payment.id,
          status: 'failed',
          errorCode: payment.error_code ?? 'UNKNOWN',
          errorDescription: payment.error_description ?? 'Payment failed',
          ...(payment.error_source ? { errorSource: payment.error_source } : {}),
          ...(payment.error_step ? { errorStep: payment.error_step } : {}),
          ...(payment.error_reason ? { errorReason: payment.error_reason } : {}),
          metadata: { reportedBy: 'webhook' },
        });
        return { ignored: false };
      }
      case 'subscription.activated':
      case 'subscription.charged': {
        const row = subscriptionId
          ? await this.repository.bySubscriptionId(subscriptionId, unit.tx)
          : undefined;
        if (!row || !subscriptionId) {
          return this.ignore(webhook);
        }
        // subscription.activated may carry no payment: the subscription is ours, at its plan's price.
        const outcome = await this.capture.capture(
          row,
          {
            gatewayPaymentId: payment?.id ?? subscriptionId,
            gatewaySubscriptionId: subscriptionId,
            methodType: payment?.method ?? 'card',
            reportedBy: 'webhook',
            ...(payment ? { gatewayAmount: amountOf(payment) } : {}),
          },
          unit,
        );
        return capturedBy(outcome);
      }
      default:
        return this.ignore(webhook);
    }
  }

  private ignore(webhook: Webhook) {
    this.logger.info({ event: webhook.event }, 'webhook ignored: not about a payment of ours');
    return { ignored: true };
  }
}
