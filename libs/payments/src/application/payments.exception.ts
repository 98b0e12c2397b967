import { PAYMENT_MESSAGES as M, type RazorpayError } from '@abhyas/contracts';
import { StreamVersionConflictError } from '@abhyas/event-store';
import { ruleAnswers, ServiceException, type Denial } from '@abhyas/runtime';
import type { CaptureRefusalReason } from '../domain/payment.events';
import { PaymentRule, PaymentRuleViolation } from '../domain/payments.errors';

/** What a caller acting on someone else's payments is told (route rules and look-ups alike). */
export const PAYMENTS_DENIAL: Denial = { message: M.forbidden, code: 'FORBIDDEN' };

export enum PaymentsErrorCode {
  Forbidden = 'FORBIDDEN',
  PaymentNotFound = 'PAYMENT_NOT_FOUND',
  OrderNotFound = 'ORDER_NOT_FOUND',
  SubscriptionNotFound = 'SUBSCRIPTION_NOT_FOUND',
  InvalidSignature = 'INVALID_SIGNATURE',
  AmountMismatch = 'AMOUNT_MISMATCH',
  InvalidPlan = 'INVALID_PLAN',
  PlanNotConfigured = 'PLAN_NOT_CONFIGURED',
  GatewayUnavailable = 'GATEWAY_UNAVAILABLE',
  PaymentDeclined = 'PAYMENT_DECLINED',
  PaymentReused = 'PAYMENT_REUSED',
  Conflict = 'CONFLICT',
}

/** Payments' one exception class; each factory fixes the status and the wording once. */
export class PaymentsException extends ServiceException<PaymentsErrorCode> {}

const fail = (code: PaymentsErrorCode, status: number, message: string) =>
  new PaymentsException(code, status, message);

export const paymentsErrors = {
  paymentNotFound: () => fail(PaymentsErrorCode.PaymentNotFound, 404, M.paymentNotFound),
  orderNotFound: () => fail(PaymentsErrorCode.OrderNotFound, 404, M.orderNotFound),
  subscriptionNotFound: () =>
    fail(PaymentsErrorCode.SubscriptionNotFound, 404, M.subscriptionNotFound),
  invalidSignature: () => fail(PaymentsErrorCode.InvalidSignature, 400, M.invalidSignature),
  amountMismatch: (expectedPaise: number) =>
    new PaymentsException(
      PaymentsErrorCode.AmountMismatch,
      400,
      `amount must be ${expectedPaise} paise, the amount of this payment`,
      { expectedAmount: expectedPaise },
    ),
  notAnOrderPayment: () =>
    fail(
      PaymentsErrorCode.InvalidPlan,
      400,
      'This payment is a subscription: open its checkout with the subscription id',
    ),
  invalidPlan: (message: string) => fail(PaymentsErrorCode.InvalidPlan, 400, message),
  planNotConfigured: (planId: string) =>
    fail(
      PaymentsErrorCode.PlanNotConfigured,
      503,
      `The ${planId} plan cannot be bought yet: it has no Razorpay plan id (RAZORPAY_PLAN_IDS)`,
    ),
  gatewayUnavailable: (detail: string) =>
    fail(PaymentsErrorCode.GatewayUnavailable, 502, `${M.temporary} (${detail})`),
  /** Razorpay's own 402 shape, so the web app's checkout handler reads it unchanged. */
  declined: (error: RazorpayError) =>
    new PaymentsException(PaymentsErrorCode.PaymentDeclined, 402, error.description, { error }),
  conflict: () => fail(PaymentsErrorCode.Conflict, 409, M.temporary),
  /** Said after the refusal is committed: it is recorded on the payment, nothing is credited. */
  captureRefused: (reason: CaptureRefusalReason) =>
    reason === 'payment_reused'
      ? fail(PaymentsErrorCode.PaymentReused, 409, M.paymentReused)
      : fail(
          PaymentsErrorCode.AmountMismatch,
          409,
          'The amount paid is not the amount of this order, so no credits were added',
        ),
};

/** Domain rule violations and lost races, said the way the web app expects them. */
const answers = ruleAnswers(
  PaymentRuleViolation,
  {
    [PaymentRule.PaymentNotFound]: paymentsErrors.paymentNotFound,
    [PaymentRule.OrderMismatch]: paymentsErrors.invalidSignature,
    [PaymentRule.SubscriptionMismatch]: paymentsErrors.invalidSignature,
    [PaymentRule.AmountMismatch]: () =>
      paymentsErrors.invalidPlan('amount does not match this payment'),
    [PaymentRule.NotAnOrderPayment]: paymentsErrors.notAnOrderPayment,
    [PaymentRule.AlreadyOpened]: paymentsErrors.conflict,
  },
  (error) => (error instanceof StreamVersionConflictError ? paymentsErrors.conflict() : undefined),
);

export const toPaymentsException = answers.translate;

export const withPaymentsErrors = answers.guard;
