import {
  PAYMENT_MESSAGES as M,
  type CreditGrantOutcome,
  type CreditsLedgerClient,
} from '@abhyas/contracts';
import type { ServiceStore, StoreUnit } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { grantFor } from '../domain/credit-grant';
import type { PaymentCommand, PaymentState } from '../domain/payment.decider';
import type { PaymentCaptured, PaymentOpened } from '../domain/payment.events';
import { paymentStream } from '../domain/payment.stream';
import { PaymentRule, PaymentRuleViolation } from '../domain/payments.errors';

export type CaptureReport = Extract<PaymentCommand, { type: 'CapturePayment' }>['data'];

export interface CapturedPayment {
  opened: PaymentOpened['data'];
  captured: PaymentCaptured['data'];
  subscription?: { startsAt: string; endsAt: string };
}

/** Many reporters race on one stream; each retry re-reads it and finds the capture done. */
const CAPTURE_ATTEMPTS = 8;

/**
 * The one place a payment becomes captured, for the checkout answer, the webhook and the
 * subscription activation alike: one event on the payment's stream with payment-captured.v1 in
 * the same transaction, then a best-effort synchronous grant under the same transferId.
 */
export class PaymentCapture {
  constructor(
    private readonly store: ServiceStore,
    private readonly clock: Clock,
    private readonly ledger: CreditsLedgerClient,
    private readonly logger: Logger,
  ) {}

  /** Records the capture once; a repeated report decides nothing and returns the first capture. */
  async capture(
    paymentId: string,
    report: CaptureReport,
    unit?: StoreUnit,
  ): Promise<CapturedPayment> {
    const command: PaymentCommand = {
      type: 'CapturePayment',
      data: report,
      metadata: { now: this.clock.now() },
    };
    const result = await (unit ?? this.store).handle(paymentStream, paymentId, command, {
      maxAttempts: CAPTURE_ATTEMPTS,
    });
    return capturedOf(result.state);
  }

  /**
   * Asks the ledger now so the answer can carry the new balance. The capture is already
   * committed with its outbox event, so an unreachable (or failing) ledger only delays the
   * credits: the ledger consumes payment-captured.v1 later under the same transferId.
   */
  async grantNow(payment: CapturedPayment): Promise<CreditGrantOutcome> {
    const grant = grantFor(payment.captured, payment.opened.planId);
    try {
      const result = await this.ledger.grant({
        transferId: grant.transferId,
        accountId: payment.opened.userId,
        amount: grant.credits,
        type: grant.type,
        description: grant.description,
        reference: {
          paymentId: payment.opened.paymentId,
          gatewayPaymentId: payment.captured.gatewayPaymentId,
        },
      });
      return {
        success: true,
        pending: false,
        newBalance: result.newBalance,
        transactionId: result.transactionId,
        credits: grant.credits,
      };
    } catch (error) {
      this.logger.warn(
        { err: error, paymentId: payment.opened.paymentId, transferId: grant.transferId },
        'credits grant deferred to payment-captured.v1',
      );
      return {
        success: true,
        pending: true,
        newBalance: null,
        transactionId: null,
        credits: grant.credits,
        message: M.creditsPending,
      };
    }
  }
}

const capturedOf = (state: PaymentState): CapturedPayment => {
  if (state.status !== 'Captured' || !state.captured) {
    throw new PaymentRuleViolation(PaymentRule.PaymentNotFound);
  }
  return { opened: state.opened, captured: state.captured, subscription: state.subscription };
};
