import type { ServiceStore } from '@abhyas/event-store';
import { assertAccountHolder, type Clock, type Principal } from '@abhyas/runtime';
import type { PaymentCommand } from '../domain/payment.decider';
import { paymentStream } from '../domain/payment.stream';
import type { PaymentCapture } from './payment-capture';
import { PAYMENTS_DENIAL, withPaymentsErrors } from './payments.exception';
import type { PaymentIds, PaymentProvider, PaymentSignatures } from './payments.ports';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

/** What both checkouts (pay as you go, subscriptions) are built from: they use every part. */
export interface CheckoutParts {
  readonly store: ServiceStore;
  readonly clock: Clock;
  readonly repository: PaymentsRepository;
  readonly provider: PaymentProvider;
  readonly signatures: PaymentSignatures;
  readonly ids: PaymentIds;
  readonly capture: PaymentCapture;
}

type OpenPaymentData = Extract<PaymentCommand, { type: 'OpenPayment' }>['data'];

/** Opens a payment's stream on the gateway in use: the first command of both checkouts. */
export const openPayment = (parts: CheckoutParts, data: Omit<OpenPaymentData, 'gateway'>) =>
  withPaymentsErrors(() =>
    parts.store.handle(paymentStream, data.paymentId, {
      type: 'OpenPayment',
      data: { ...data, gateway: parts.provider.mode },
      metadata: { now: parts.clock.now() },
    }),
  );

/**
 * The payment a look-up found, if it is the caller's: none is `notFound`, and one on another
 * account is refused as every payments route refuses it (PAYMENTS_DENIAL, 403).
 */
export const heldPayment = (
  principal: Principal,
  payment: PaymentRow | undefined,
  notFound: () => Error,
): PaymentRow => {
  if (!payment) {
    throw notFound();
  }
  assertAccountHolder(principal, payment.user_id, PAYMENTS_DENIAL);
  return payment;
};
