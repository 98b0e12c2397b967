import type { RecordFailureResponse, recordFailureRequestSchema } from '@abhyas/contracts';
import type { ServiceStore, StoreUnit } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import type { FailureDetails } from '../domain/payment-failure.events';
import { paymentFailureStream } from '../domain/payment-failure.stream';
import { paymentStream } from '../domain/payment.stream';
import { heldPayment } from './payment-checkout';
import { paymentsErrors, withPaymentsErrors } from './payments.exception';
import type { PaymentIds } from './payments.ports';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

export type GatewayFailure = Omit<FailureDetails, 'failureId' | 'userId' | 'orderId'>;

/**
 * Failed attempts: one failure record per order (its own stream, so a repeat decides nothing),
 * and the payment marked failed in the same transaction unless it was already captured.
 */
export class PaymentFailuresHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly clock: Clock,
    private readonly repository: PaymentsRepository,
    private readonly ids: PaymentIds,
  ) {}

  /** `POST /api/payments/record-failure`: what the browser's checkout reported. */
  async record(
    principal: Principal,
    body: z.output<typeof recordFailureRequestSchema>,
  ): Promise<RecordFailureResponse> {
    const payment = heldPayment(
      principal,
      await this.repository.byCheckoutId(body.orderId),
      paymentsErrors.orderNotFound,
    );
    const { userId: _userId, orderId: _orderId, ...failure } = body;
    return withPaymentsErrors(() =>
      this.store.transaction((unit) => this.recordFor(unit, payment, body.orderId, failure)),
    );
  }

  /** Shared with the webhook, inside its inbox transaction. */
  async recordFor(
    unit: StoreUnit,
    payment: PaymentRow,
    orderId: string,
    failure: GatewayFailure,
  ): Promise<RecordFailureResponse> {
    const now = this.clock.now();
    const recorded = await unit.handle(paymentFailureStream, orderId, {
      type: 'RecordFailure',
      data: { ...failure, failureId: this.ids.newFailureId(), userId: payment.user_id, orderId },
      metadata: { now },
    });
    await unit.handle(
      paymentStream,
      payment.payment_id,
      {
        type: 'RecordPaymentFailure',
        data: { error: { code: failure.errorCode, description: failure.errorDescription } },
        metadata: { now },
      },
      { maxAttempts: 8 },
    );
    const state = recorded.state;
    return {
      success: true,
      failureId: state.status === 'Recorded' ? state.failureId : '',
      recorded: recorded.events.length > 0,
    };
  }
}
