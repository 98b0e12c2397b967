import {
  PAYMENT_MESSAGES as M,
  type CreditGrantOutcome,
  type CreditsLedgerClient,
} from '@abhyas/contracts';
import type { ServiceStore, StoreUnit } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { grantFor } from '../domain/credit-grant';
import { gatewayPaymentStream } from '../domain/gateway-payment.stream';
import type { PaymentCommand, PaymentState } from '../domain/payment.decider';
import type {
  CaptureRefusalReason,
  PaymentCaptured,
  PaymentOpened,
} from '../domain/payment.events';
import { paymentStream } from '../domain/payment.stream';
import { PaymentRule, PaymentRuleViolation } from '../domain/payments.errors';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

/** What a reporter (checkout, webhook) says; the claim on its gateway payment id is added here. */
export type CaptureReport = Omit<
  Extract<PaymentCommand, { type: 'CapturePayment' }>['data'],
  'claimedBy' | 'currentTermEndsAt'
>;

export interface CapturedPayment {
  opened: PaymentOpened['data'];
  captured: PaymentCaptured['data'];
  subscription?: { startsAt: string; endsAt: string };
}

export type CaptureOutcome =
  | { kind: 'captured'; payment: CapturedPayment }
  | { kind: 'refused'; reason: CaptureRefusalReason };

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
    private readonly repository: PaymentsRepository,
    private readonly logger: Logger,
  ) {}

  /**
   * Records the capture once; a repeated report decides nothing and returns the first capture.
   * In the same transaction the gateway payment id is claimed for this payment: an id first
   * reported for another payment (of anyone) is refused, as is a captured amount or currency
   * that is not the order's; the refusal is recorded on the payment and credits nothing. A
   * plan bought again while a term of it runs gets its next term from that term's end.
   */
  capture(payment: PaymentRow, report: CaptureReport, unit?: StoreUnit): Promise<CaptureOutcome> {
    const work = (inUnit: StoreUnit) => this.captureIn(inUnit, payment, report);
    return unit ? work(unit) : this.store.transaction(work);
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

  private async captureIn(
    unit: StoreUnit,
    payment: PaymentRow,
    report: CaptureReport,
  ): Promise<CaptureOutcome> {
    const now = this.clock.now();
    const claim = await unit.handle(
      gatewayPaymentStream,
      report.gatewayPaymentId,
      {
        type: 'ClaimGatewayPayment',
        data: { gatewayPaymentId: report.gatewayPaymentId, paymentId: payment.payment_id },
        metadata: { now },
      },
      { maxAttempts: CAPTURE_ATTEMPTS },
    );
    const claimedBy = claim.state.status === 'Claimed' ? claim.state.paymentId : payment.payment_id;
    const runningTo =
      payment.purpose === 'subscription' && payment.plan_id
        ? await this.repository.termEndOf(payment.user_id, payment.plan_id, now, unit.tx)
        : undefined;
    const result = await unit.handle(
      paymentStream,
      payment.payment_id,
      {
        type: 'CapturePayment',
        data: {
          ...report,
          claimedBy,
          ...(runningTo ? { currentTermEndsAt: runningTo.toISOString() } : {}),
        },
        metadata: { now },
      },
      { maxAttempts: CAPTURE_ATTEMPTS },
    );
    const outcome = outcomeOf(result.state, report.gatewayPaymentId);
    if (outcome.kind === 'refused') {
      // Money may have moved without credits: the operator hears of it at once.
      this.logger.warn(
        {
          paymentId: payment.payment_id,
          userId: payment.user_id,
          gatewayPaymentId: report.gatewayPaymentId,
          reason: outcome.reason,
          reportedBy: report.reportedBy,
          ...(report.gatewayAmount ? { reported: report.gatewayAmount } : {}),
          expected: { amountPaise: payment.amount_paise, currency: payment.currency },
        },
        'capture refused: nothing credited',
      );
    }
    return outcome;
  }
}

const outcomeOf = (state: PaymentState, gatewayPaymentId: string): CaptureOutcome => {
  if (state.status === 'Empty') {
    throw new PaymentRuleViolation(PaymentRule.PaymentNotFound);
  }
  if (state.status === 'Captured' && state.captured) {
    return {
      kind: 'captured',
      payment: { opened: state.opened, captured: state.captured, subscription: state.subscription },
    };
  }
  const refusal = state.refused?.find((earlier) => earlier.gatewayPaymentId === gatewayPaymentId);
  if (!refusal) {
    throw new PaymentRuleViolation(PaymentRule.PaymentNotFound);
  }
  return { kind: 'refused', reason: refusal.reason };
};
