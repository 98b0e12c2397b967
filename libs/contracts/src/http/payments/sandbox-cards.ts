import type { PaymentFailureClass, RazorpayError } from './payment-failures';

/** The sandbox checkout's card that succeeds. */
export const SANDBOX_SUCCESS_CARD = '4111 1111 1111 1111';

/** Cards the sandbox declines, each with Razorpay's error shape for its failure class. */
export const SANDBOX_FAILING_CARDS: ReadonlyArray<{
  number: string;
  failureClass: PaymentFailureClass;
  error: Omit<RazorpayError, 'metadata'>;
}> = [
  {
    number: '4000 0000 0000 0002',
    failureClass: 'card_declined',
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment was declined by the bank. Card declined.',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'card_declined',
    },
  },
  {
    number: '4000 0000 0000 9995',
    failureClass: 'insufficient_funds',
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed because of insufficient funds in the account.',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'insufficient_funds',
    },
  },
  {
    number: '4000 0000 0000 0069',
    failureClass: 'card_expired',
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'The card has expired.',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'card_expired',
    },
  },
  {
    number: '4000 0000 0000 0119',
    failureClass: 'temporary',
    error: {
      code: 'GATEWAY_ERROR',
      description: 'Payment processing failed due to a temporary issue at the bank.',
      source: 'gateway',
      step: 'payment_authorization',
      reason: 'payment_failed',
    },
  },
  {
    number: '4000 0000 0000 0259',
    failureClass: 'network',
    error: {
      code: 'NETWORK_ERROR',
      description: 'The payment could not be completed because of a network error.',
      source: 'internal',
      step: 'payment_authorization',
      reason: 'network_error',
    },
  },
];

/** Digits only, so '4111 1111 1111 1111' and '4111111111111111' are the same card. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');
