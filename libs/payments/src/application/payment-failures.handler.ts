import type { RecordFailureResponse, recordFailureRequestSchema } from '@abhyas/contracts';
import type { EventStore, SqlExecutor } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import { paymentFailureDecider, type FailureDetails } from '../domain/payment-failure.decider';
import { paymentDecider } from '../domain/payment.decider';
import { assertOwner } from './ownership';
import { paymentStream } from './payment-capture';
import { paymentsErrors, withPaymentsErrors } from './payments.exception';
import type { PaymentIds } from './payments.ports';
import type { PaymentRow, PaymentsReadModel } from './payments.read-model';
import { paymentOutbox } from './payments-integration-events';

export type GatewayFailure = Omit<FailureDetails, 'failureId' | 'userId' | 'orderId'>;

/**
 * Failed attempts: one failure record per order (its own stream, so a repeat decides nothing),
 * and the payment marked failed in the same transaction unless it was already captured.
 */
export class PaymentFailuresHandler {
  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly readModel: PaymentsReadModel,
    private readonly ids: PaymentIds,
  ) {}

  /** `POST /api/payments/record-failure`: what the browser's checkout reported. */
  async record(
    principal: Principal,
    body: z.output<typeof recordFailureRequestSchema>,
  ): Promise<RecordFailureResponse> {
    assertOwner(principal, body.userId);
    const payment = await this.readModel.byCheckoutId(this.events.db, body.orderId);
    if (!payment) {
      throw paymentsErrors.orderNotFound();
    }
    assertOwner(principal, payment.user_id);
    const { userId: _userId, orderId: _orderId, ...failure } = body;
    return withPaymentsErrors(() =>
      this.events.db.transaction((tx) => this.recordFor(tx, payment, body.orderId, failure)),
    );
  }

  /** Shared with the webhook, inside its inbox transaction. */
  async recordFor(
    tx: SqlExecutor,
    payment: PaymentRow,
    orderId: string,
    failure: GatewayFailure,
  ): Promise<RecordFailureResponse> {
    const now = this.clock.now();
    const recorded = await this.events.handleCommandInTransaction(
      tx,
      `payment-failure-${orderId}`,
      {
        type: 'RecordFailure',
        data: { ...failure, failureId: this.ids.newFailureId(), userId: payment.user_id, orderId },
        metadata: { now },
      },
      paymentFailureDecider,
    );
    await this.events.handleCommandInTransaction(
      tx,
      paymentStream(payment.payment_id),
      {
        type: 'RecordPaymentFailure',
        data: { error: { code: failure.errorCode, description: failure.errorDescription } },
        metadata: { now },
      },
      paymentDecider,
      { outbox: paymentOutbox, maxAttempts: 8 },
    );
    const state = recorded.state;
    return {
      success: true,
      failureId: state.status === 'Recorded' ? state.failureId : '',
      recorded: recorded.events.length > 0,
    };
  }
}
