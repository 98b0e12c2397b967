/** Failure classes of the Payment page (spec: parent-side section 8). */
export const PAYMENT_FAILURE_CLASSES = [
  'temporary',
  'card_declined',
  'insufficient_funds',
  'card_expired',
  'network',
  'unknown',
] as const;
export type PaymentFailureClass = (typeof PAYMENT_FAILURE_CLASSES)[number];

export interface PaymentFailureAdvice {
  failureClass: PaymentFailureClass;
  message: string;
  retryable: boolean;
}

export const PAYMENT_MESSAGES = {
  failedPrefix: 'Payment failed: ',
  scriptFailed: 'Failed to load payment script',
  configFailed: 'Failed to get payment gateway configuration from server',
  temporary: 'Payment failed due to a temporary issue. Please try again.',
  cancelled: 'Payment was cancelled. Please try again.',
  cardDeclined: 'Card declined. Please try a different payment method.',
  insufficientFunds: 'Insufficient funds. Please use a different card or payment method.',
  cardExpired: 'Card expired. Please use a different card.',
  network: 'Network error. Please check your connection and try again.',
  processingFailed: 'Payment processing failed',
  unknown: 'Payment processing failed. Please contact support if the amount was debited.',
  subscriptionFailedDefault: 'Subscription failed. Please try again.',
  paymentFailedDefault: 'Payment failed. Please try again.',
  selectPlan: 'Please select a subscription package',
  invalidSignature: 'Payment verification failed: the signature does not match',
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  subscriptionNotFound: 'Subscription not found',
  forbidden: 'You can only act on your own payments',
  creditsPending: 'Payment received. Your credits will appear in a moment.',
  paymentReused:
    'This payment was already used for another order, so no credits were added. Contact support if you were charged twice.',
} as const;

/** Razorpay's error object, as checkout's `payment.failed` and its API report it. */
export interface RazorpayError {
  code: string;
  description: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { payment_id?: string; order_id?: string };
}

const ADVICE: Record<PaymentFailureClass, Omit<PaymentFailureAdvice, 'failureClass'>> = {
  temporary: { message: PAYMENT_MESSAGES.temporary, retryable: true },
  card_declined: { message: PAYMENT_MESSAGES.cardDeclined, retryable: false },
  insufficient_funds: { message: PAYMENT_MESSAGES.insufficientFunds, retryable: false },
  card_expired: { message: PAYMENT_MESSAGES.cardExpired, retryable: false },
  network: { message: PAYMENT_MESSAGES.network, retryable: true },
  unknown: { message: PAYMENT_MESSAGES.unknown, retryable: false },
};

export const adviceFor = (failureClass: PaymentFailureClass): PaymentFailureAdvice => ({
  failureClass,
  ...ADVICE[failureClass],
});

/** Sorts a Razorpay error into one of the spec's failure classes by reason, then wording. */
export const classifyPaymentFailure = (
  error: Pick<RazorpayError, 'code' | 'description' | 'reason'>,
): PaymentFailureClass => {
  const text = `${error.reason ?? ''} ${error.description ?? ''}`.toLowerCase();
  if (text.includes('insufficient')) {
    return 'insufficient_funds';
  }
  if (text.includes('expired')) {
    return 'card_expired';
  }
  if (text.includes('declined') || text.includes('card_declined')) {
    return 'card_declined';
  }
  if (text.includes('network') || error.code === 'NETWORK_ERROR') {
    return 'network';
  }
  if (
    text.includes('temporar') ||
    text.includes('try again') ||
    error.code === 'GATEWAY_ERROR' ||
    error.code === 'SERVER_ERROR'
  ) {
    return 'temporary';
  }
  return 'unknown';
};
