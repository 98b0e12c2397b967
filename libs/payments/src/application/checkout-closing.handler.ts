import type { CancelPaymentResponse, cancelPaymentRequestSchema } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import type { PaymentState } from '../domain/payment.decider';
import { paymentStream } from '../domain/payment.stream';
import { heldPayment } from './payment-checkout';
import { paymentsErrors, withPaymentsErrors } from './payments.exception';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

const STATUS_OF: Record<Exclude<PaymentState['status'], 'Empty'>, PaymentRow['status']> = {
  Pending: 'pending',
  Failed: 'failed',
  Cancelled: 'cancelled',
  Expired: 'expired',
  Captured: 'completed',
};

/**
 * Checkouts that end without a payment: closed by the parent (cancelled) or left open past
 * their window (expired, by the sweep). Either only moves a pending payment; one already paid,
 * failed or ended stays as it is, and a capture that still comes is credited.
 */
export class CheckoutClosingHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly clock: Clock,
    private readonly repository: PaymentsRepository,
  ) {}

  async cancel(
    principal: Principal,
    body: z.output<typeof cancelPaymentRequestSchema>,
  ): Promise<CancelPaymentResponse> {
    const payment = heldPayment(
      principal,
      await this.repository.byId(body.paymentId),
      paymentsErrors.paymentNotFound,
    );
    const result = await withPaymentsErrors(() =>
      this.store.handle(
        paymentStream,
        payment.payment_id,
        { type: 'CancelPayment', data: {}, metadata: { now: this.clock.now() } },
        { maxAttempts: 5 },
      ),
    );
    const { state } = result;
    return {
      success: true,
      paymentId: payment.payment_id,
      status: state.status === 'Empty' ? payment.status : STATUS_OF[state.status],
    };
  }

  /** True when this call expired it (the sweep's count). */
  async expire(paymentId: string): Promise<boolean> {
    const result = await this.store.handle(
      paymentStream,
      paymentId,
      { type: 'ExpirePayment', data: {}, metadata: { now: this.clock.now() } },
      { maxAttempts: 5 },
    );
    return result.events.length > 0;
  }
}
