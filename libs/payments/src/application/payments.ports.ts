import type {
  FetchRazorpayDetailsResponse,
  PaymentGatewayName,
  SubscriptionPlan,
} from '@abhyas/contracts';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface GatewayPaymentDetails {
  paymentMethod: FetchRazorpayDetailsResponse['paymentMethod'];
  orderId?: string;
  subscriptionId?: string;
}

/** Razorpay, or the offline sandbox that plays its part; chosen once at start. */
export interface PaymentProvider {
  readonly mode: PaymentGatewayName;
  /** The public key checkout is opened with. */
  readonly keyId: string;
  createOrder(
    amountPaise: number,
    currency: string,
    receipt: string,
    notes: Record<string, string>,
  ): Promise<GatewayOrder>;
  /** A fixed-term subscription: one charge, no renewal. */
  createSubscription(
    plan: SubscriptionPlan,
    notes: Record<string, string>,
  ): Promise<{ id: string }>;
  /** Undefined when the gateway knows no such payment. */
  fetchPayment(gatewayPaymentId: string): Promise<GatewayPaymentDetails | undefined>;
}

/** Razorpay's HMAC-SHA256 signatures, compared in constant time. */
export interface PaymentSignatures {
  verifyCheckout(orderId: string, gatewayPaymentId: string, signature: string): boolean;
  verifySubscription(gatewayPaymentId: string, subscriptionId: string, signature: string): boolean;
  /** Over the exact bytes received (a string stands for its UTF-8 bytes). */
  verifyWebhook(rawBody: Uint8Array | string, signature: string): boolean;
  /** A stable id for a webhook delivered without `x-razorpay-event-id`. */
  fingerprint(rawBody: Uint8Array | string): string;
}

export interface PaymentIds {
  /** Our own payment id (the web app's `paymentId`). */
  newPaymentId(): string;
  newFailureId(): string;
}
