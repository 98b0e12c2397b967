import type { PaymentGatewayName, RazorpayError } from '@abhyas/contracts';

/** What checkout is opened for: an order (pay as you go) or a subscription. */
export type CheckoutTarget = { orderId: string } | { subscriptionId: string };

export interface CheckoutRequest {
  mode: PaymentGatewayName;
  keyId: string;
  target: CheckoutTarget;
  amountPaise: number;
  /** Shown on the checkout, e.g. "100 credits" or "Standard plan (monthly)". */
  description: string;
}

/** Checkout's success answer, the same whether Razorpay or the sandbox gave it. */
export interface CheckoutSuccess {
  razorpayPaymentId: string;
  razorpayOrderId?: string;
  razorpaySubscriptionId?: string;
  razorpaySignature: string;
}

export type CheckoutOutcome =
  | { kind: 'paid'; payment: CheckoutSuccess }
  | { kind: 'failed'; error: RazorpayError }
  | { kind: 'dismissed' };

/** How long a failed checkout stays open with its message before it is closed for the parent. */
export const FAILED_CHECKOUT_CLOSE_MS = 2_000;

export const targetId = (target: CheckoutTarget): string =>
  'orderId' in target ? target.orderId : target.subscriptionId;

/** Razorpay's handler argument and the sandbox's 200 share these snake_case fields. */
export function toCheckoutSuccess(answer: {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}): CheckoutSuccess {
  return {
    razorpayPaymentId: answer.razorpay_payment_id,
    razorpayOrderId: answer.razorpay_order_id,
    razorpaySubscriptionId: answer.razorpay_subscription_id,
    razorpaySignature: answer.razorpay_signature,
  };
}

/** A step around checkout failed with a message meant for the parent as it is. */
export class PaymentFlowError extends Error {
  override readonly name = 'PaymentFlowError';
}
