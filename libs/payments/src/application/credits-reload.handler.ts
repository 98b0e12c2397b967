import {
  CURRENCY,
  PAY_AS_YOU_GO,
  rupeesToPaise,
  type CompleteReloadResponse,
  type CreateOrderResponse,
  type completeReloadRequestSchema,
  type createOrderRequestSchema,
  type reloadRequestSchema,
  type ReloadResponse,
} from '@abhyas/contracts';
import type { Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import { paymentStream } from '../domain/payment.stream';
import { heldPayment, openPayment, type CheckoutParts } from './payment-checkout';
import { paymentsErrors, withPaymentsErrors } from './payments.exception';
import type { PaymentRow } from './payments.repository';

const methodTypeOf = (details: Record<string, unknown> | undefined): string => {
  const method = details?.method ?? details?.type;
  return typeof method === 'string' && method.length > 0 ? method.slice(0, 40) : 'card';
};

/** Pay as you go: open a purchase, give it one gateway order, complete it from checkout's answer. */
export class CreditsReloadHandler {
  constructor(private readonly parts: CheckoutParts) {}

  async reload(
    principal: Principal,
    body: z.output<typeof reloadRequestSchema>,
  ): Promise<ReloadResponse> {
    // Validation guarantees one of them; `amount` is rupees, at 1 rupee per credit.
    const credits = body.credits ?? (body.amount ?? 0) / PAY_AS_YOU_GO.rupeesPerCredit;
    const rupees = credits * PAY_AS_YOU_GO.rupeesPerCredit;
    const paymentId = this.parts.ids.newPaymentId();
    await openPayment(this.parts, {
      paymentId,
      userId: body.userId,
      purpose: 'credits',
      credits,
      amountPaise: rupeesToPaise(rupees),
      currency: CURRENCY,
    });
    return {
      success: true,
      paymentId,
      credits,
      amount: rupees,
      amountPaise: rupeesToPaise(rupees),
      currency: CURRENCY,
    };
  }

  /** One order per payment: a repeat (or a concurrent twin) answers with the order kept first. */
  async createOrder(
    principal: Principal,
    body: z.output<typeof createOrderRequestSchema>,
  ): Promise<CreateOrderResponse> {
    const payment = await this.ownedPayment(principal, body.notes.paymentId);
    if (payment.purpose !== 'credits') {
      throw paymentsErrors.notAnOrderPayment();
    }
    if (body.amount !== payment.amount_paise) {
      throw paymentsErrors.amountMismatch(payment.amount_paise);
    }
    const answer = (orderId: string): CreateOrderResponse => ({
      success: true,
      id: orderId,
      amount: payment.amount_paise,
      currency: CURRENCY,
      paymentId: payment.payment_id,
    });
    if (payment.order_id) {
      return answer(payment.order_id);
    }
    const order = await this.parts.provider.createOrder(
      payment.amount_paise,
      CURRENCY,
      payment.payment_id,
      {
        paymentId: payment.payment_id,
        userId: payment.user_id,
      },
    );
    const result = await withPaymentsErrors(() =>
      this.parts.store.handle(
        paymentStream,
        payment.payment_id,
        {
          type: 'AttachOrder',
          data: { orderId: order.id, amountPaise: order.amount },
          metadata: { now: this.parts.clock.now() },
        },
        { maxAttempts: 5 },
      ),
    );
    return answer(result.state.status === 'Empty' ? order.id : (result.state.orderId ?? order.id));
  }

  /**
   * Checkout's answer. The signature is checked against the order we stored for this payment,
   * never the one the browser names, and nothing is written unless it matches.
   */
  async complete(
    principal: Principal,
    body: z.output<typeof completeReloadRequestSchema>,
  ): Promise<CompleteReloadResponse> {
    const payment = await this.ownedPayment(principal, body.paymentId);
    const orderId = payment.order_id;
    if (
      !orderId ||
      body.razorpayOrderId !== orderId ||
      !this.parts.signatures.verifyCheckout(orderId, body.razorpayPaymentId, body.signature)
    ) {
      throw paymentsErrors.invalidSignature();
    }
    const outcome = await withPaymentsErrors(() =>
      this.parts.capture.capture(payment, {
        gatewayPaymentId: body.razorpayPaymentId,
        orderId,
        methodType: methodTypeOf(body.paymentMethodDetails),
        reportedBy: 'checkout',
      }),
    );
    if (outcome.kind === 'refused') {
      throw paymentsErrors.captureRefused(outcome.reason);
    }
    return this.parts.capture.grantNow(outcome.payment);
  }

  private async ownedPayment(principal: Principal, paymentId: string): Promise<PaymentRow> {
    return heldPayment(
      principal,
      await this.parts.repository.byId(paymentId),
      paymentsErrors.paymentNotFound,
    );
  }
}
