import { BILLING_CYCLES } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

export type PaymentPurpose = 'credits' | 'subscription';

const purpose = z.enum(['credits', 'subscription']);

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
  PaymentFailed: z.object({
    paymentId: z.string(),
    userId: z.string(),
    orderId: z.string().optional(),
    error: z.object({ code: z.string(), description: z.string() }),
    failedAt: z.string(),
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
