import type { BillingCycle, SubscriptionPlan } from './payment-plans';
import type { PaymentFailureClass, RazorpayError } from './payment-failures';

export type PaymentStatus =
  'completed' | 'pending' | 'failed' | 'cancelled' | 'expired' | 'refunded';
export type PaymentGatewayName = 'razorpay' | 'sandbox';

export interface ReloadResponse {
  success: true;
  paymentId: string;
  credits: number;
  /** Rupees and paise of the order to create next. */
  amount: number;
  amountPaise: number;
  currency: 'INR';
}

export interface CreateOrderResponse {
  success: true;
  id: string;
  amount: number;
  currency: 'INR';
  paymentId: string;
}

export interface GetKeyResponse {
  success: true;
  keyId: string;
  /** `sandbox`: the web app opens its own test checkout instead of Razorpay's script. */
  mode: PaymentGatewayName;
}

export interface FetchRazorpayDetailsResponse {
  success: true;
  paymentMethod: { type: string; network?: string; last4?: string; bank?: string };
}

/** `complete-reload` and `subscriptions/create`: pending when the ledger could not be reached yet. */
export type CreditGrantOutcome =
  | { success: true; pending: false; newBalance: number; transactionId: string; credits: number }
  | {
      success: true;
      pending: true;
      newBalance: null;
      transactionId: null;
      credits: number;
      message: string;
    };

export type CompleteReloadResponse = CreditGrantOutcome;

/** `POST /api/payments/cancel`: the parent closed checkout without paying. */
export interface CancelPaymentResponse {
  success: true;
  paymentId: string;
  /** `cancelled`, or what the payment already was (a capture that got in first stays). */
  status: PaymentStatus;
}

export interface PlansResponse {
  success: true;
  plans: SubscriptionPlan[];
}

export interface CreateSubscriptionResponse {
  success: true;
  /** Razorpay's subscription id (`sub_…`), what checkout is opened with. */
  subscriptionId: string;
  paymentId: string;
  plan: SubscriptionPlan;
  /** Paise. */
  amount: number;
  currency: 'INR';
  keyId: string;
}

export interface SubscriptionSummary {
  subscriptionId: string;
  planId: string;
  name: string;
  billingCycle: BillingCycle;
  credits: number;
  /** `upcoming`: the plan was bought again while a term ran; this term starts when that ends. */
  status: 'active' | 'upcoming' | 'expired';
  startsAt: string;
  endsAt: string;
}

/** `GET /api/subscriptions/current/{userId}`: the terms running or still to come, in order. */
export interface CurrentSubscriptionsResponse {
  success: true;
  subscriptions: SubscriptionSummary[];
}

export type ActivateSubscriptionResponse = CreditGrantOutcome & {
  subscription: SubscriptionSummary;
};

export interface PaymentRecord {
  paymentId: string;
  type: 'credits' | 'subscription';
  /** Paise. */
  amount: number;
  currency: 'INR';
  credits: number;
  paymentMethod: { type: string };
  status: PaymentStatus;
  timestamp: string;
  createdAt: string;
  gateway: {
    name: PaymentGatewayName;
    orderId?: string;
    subscriptionId?: string;
    transactionId?: string;
    responseMessage: string;
  };
  metadata: {
    planId?: string;
    errorDetails?: { description: string; code: string };
  };
}

export interface PaymentHistoryResponse {
  success: true;
  payments: PaymentRecord[];
  total: number;
}

export interface PaymentFailureRecord {
  failureId: string;
  paymentId?: string;
  orderId: string;
  amount?: number;
  currency: string;
  gateway: string;
  gatewayTransactionId?: string;
  status: string;
  errorCode: string;
  errorDescription: string;
  errorSource?: string;
  errorStep?: string;
  errorReason?: string;
  failureClass: PaymentFailureClass;
  timestamp: string;
  metadata?: Record<string, unknown>;
  userId: string;
}

export interface PaymentFailuresResponse {
  success: true;
  failures: PaymentFailureRecord[];
  total: number;
}

export interface RecordFailureResponse {
  success: true;
  failureId: string;
  /** False when this order's failure had already been recorded. */
  recorded: boolean;
}

export type SandboxPayResponse =
  | {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    }
  | {
      razorpay_payment_id: string;
      razorpay_subscription_id: string;
      razorpay_signature: string;
    };

/** 402 of `sandbox/pay`: Razorpay's error shape. */
export interface SandboxPayFailure {
  error: RazorpayError;
}
