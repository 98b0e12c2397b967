import { BILLING_CYCLES } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

export type PaymentPurpose = 'credits' | 'subscription';

const purpose = z.enum(['credits', 'subscription']);

export const CAPTURE_REFUSALS = ['payment_reused', 'amount_mismatch'] as const;
export type CaptureRefusalReason = (typeof CAPTURE_REFUSALS)[number];

/** Events of a `payment-<paymentId>` stream: one purchase, from opening to capture or failure. */
export const paymentEvents = defineEvents({
  PaymentOpened: z.object({
    paymentId: z.string(),
    userId: z.string(),
    purpose,
    credits: z.number().int().positive(),
    amountPaise: z.number().int().positive(),
    currency: z.literal('INR'),
    planId: z.string().optional(),
    billingCycle: z.enum(BILLING_CYCLES).optional(),
    /** Subscriptions: the gateway's `sub_…` id, created before the payment is opened. */
    gatewaySubscriptionId: z.string().optional(),
    gateway: z.enum(['razorpay', 'sandbox']),
    openedAt: z.string(),
  }),
  /** The gateway order checkout is opened with; the checkout signature is verified against it. */
  OrderAttached: z.object({ paymentId: z.string(), orderId: z.string(), attachedAt: z.string() }),
  PaymentCaptured: z.object({
    paymentId: z.string(),
    userId: z.string(),
    purpose,
    gatewayPaymentId: z.string(),
    orderId: z.string().optional(),
    gatewaySubscriptionId: z.string().optional(),
    amountPaise: z.number().int().positive(),
    currency: z.literal('INR'),
    credits: z.number().int().positive(),
    methodType: z.string(),
    /** Who reported it first: the browser's checkout answer or the gateway's webhook. */
    reportedBy: z.enum(['checkout', 'webhook']),
    capturedAt: z.string(),
  }),
  /**
   * A capture report that credits nothing: its gateway payment id was first reported for
   * another payment, or the gateway's captured amount or currency is not the order's. Kept for
   * the operator (money may have moved) and shown to the parent on the payment.
   */
  PaymentCaptureRefused: z.object({
    paymentId: z.string(),
    userId: z.string(),
    orderId: z.string().optional(),
    gatewayPaymentId: z.string(),
    reason: z.enum(CAPTURE_REFUSALS),
    expected: z.object({ amountPaise: z.number().int(), currency: z.string() }),
    /** What the gateway said was captured; absent from checkout's signed answer. */
    reported: z
      .object({ amountPaise: z.number().nullable(), currency: z.string().nullable() })
      .optional(),
    reportedBy: z.enum(['checkout', 'webhook']),
    refusedAt: z.string(),
  }),
  PaymentFailed: z.object({
    paymentId: z.string(),
    userId: z.string(),
    orderId: z.string().optional(),
    error: z.object({ code: z.string(), description: z.string() }),
    failedAt: z.string(),
  }),
  /** The parent closed checkout without paying. */
  PaymentCancelled: z.object({
    paymentId: z.string(),
    userId: z.string(),
    orderId: z.string().optional(),
    cancelledAt: z.string(),
  }),
  /** Still pending when its checkout's window closed (`checkoutExpiresAt`): abandoned. */
  PaymentExpired: z.object({
    paymentId: z.string(),
    userId: z.string(),
    orderId: z.string().optional(),
    expiredAt: z.string(),
  }),
  /** Fixed term: a subscription never renews by itself (architecture.md). */
  SubscriptionActivated: z.object({
    paymentId: z.string(),
    userId: z.string(),
    subscriptionId: z.string(),
    planId: z.string(),
    billingCycle: z.enum(BILLING_CYCLES),
    credits: z.number().int().positive(),
    startsAt: z.string(),
    endsAt: z.string(),
  }),
});

export type PaymentEvent = EventOf<typeof paymentEvents>;
export type PaymentOpened = Extract<PaymentEvent, { type: 'PaymentOpened' }>;
export type PaymentCaptured = Extract<PaymentEvent, { type: 'PaymentCaptured' }>;
export type SubscriptionActivated = Extract<PaymentEvent, { type: 'SubscriptionActivated' }>;
export type PaymentCaptureRefused = Extract<PaymentEvent, { type: 'PaymentCaptureRefused' }>;
