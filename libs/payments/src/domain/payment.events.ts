import type { BillingCycle, RazorpayError } from '@abhyas/contracts';

export type PaymentPurpose = 'credits' | 'subscription';

/** Events of a `payment-<paymentId>` stream: one purchase, from opening to capture or failure. */
export interface PaymentOpened {
  type: 'PaymentOpened';
  data: {
    paymentId: string;
    userId: string;
    purpose: PaymentPurpose;
    credits: number;
    amountPaise: number;
    currency: 'INR';
    planId?: string;
    billingCycle?: BillingCycle;
    /** Subscriptions: the gateway's `sub_…` id, created before the payment is opened. */
    gatewaySubscriptionId?: string;
    gateway: 'razorpay' | 'sandbox';
    openedAt: string;
  };
}

/** The gateway order checkout is opened with; the checkout signature is verified against it. */
export interface OrderAttached {
  type: 'OrderAttached';
  data: { paymentId: string; orderId: string; attachedAt: string };
}

export interface PaymentCaptured {
  type: 'PaymentCaptured';
  data: {
    paymentId: string;
    userId: string;
    purpose: PaymentPurpose;
    gatewayPaymentId: string;
    orderId?: string;
    gatewaySubscriptionId?: string;
    amountPaise: number;
    currency: 'INR';
    credits: number;
    methodType: string;
    /** Who reported it first: the browser's checkout answer or the gateway's webhook. */
    reportedBy: 'checkout' | 'webhook';
    capturedAt: string;
  };
}

export interface PaymentFailed {
  type: 'PaymentFailed';
  data: {
    paymentId: string;
    userId: string;
    orderId?: string;
    error: Pick<RazorpayError, 'code' | 'description'>;
    failedAt: string;
  };
}

/** Fixed term: a subscription never renews by itself (architecture.md). */
export interface SubscriptionActivated {
  type: 'SubscriptionActivated';
  data: {
    paymentId: string;
    userId: string;
    subscriptionId: string;
    planId: string;
    billingCycle: BillingCycle;
    credits: number;
    startsAt: string;
    endsAt: string;
  };
}

export type PaymentEvent =
  PaymentOpened | OrderAttached | PaymentCaptured | PaymentFailed | SubscriptionActivated;
