import { z } from 'zod';
import { dateRangeQuerySchema } from '../credits/credits.http';
import { BILLING_CYCLES, PAY_AS_YOU_GO } from './payment-plans';

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const creditsAmount = z
  .number({ error: 'credits must be a number' })
  .int('credits must be a whole number')
  .min(PAY_AS_YOU_GO.minCredits, `Buy at least ${PAY_AS_YOU_GO.minCredits} credits`)
  .max(PAY_AS_YOU_GO.maxCredits, `Buy at most ${PAY_AS_YOU_GO.maxCredits} credits at once`)
  .refine(
    (value) => value % PAY_AS_YOU_GO.step === 0,
    `Credits are sold in steps of ${PAY_AS_YOU_GO.step}`,
  );

/** `POST /api/credits/reload`: a pay-as-you-go purchase; `amount` (rupees) or `credits`. */
export const reloadRequestSchema = z
  .strictObject({
    userId: text('userId', 64),
    amount: creditsAmount.optional(),
    credits: creditsAmount.optional(),
    paymentMethod: z.string().trim().max(40).optional(),
    type: z.literal('one_time', { error: "type must be 'one_time'" }).default('one_time'),
  })
  .refine((body) => body.amount !== undefined || body.credits !== undefined, {
    message: 'amount or credits is required',
    path: ['credits'],
  });
export type ReloadRequest = z.input<typeof reloadRequestSchema>;

/** `POST /api/payments/create-order`: amount in paise for the payment `reload` opened. */
export const createOrderRequestSchema = z.strictObject({
  amount: z
    .number({ error: 'amount (in paise) is required' })
    .int('amount must be in whole paise')
    .positive('amount must be positive'),
  currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
  notes: z
    .object(
      { paymentId: text('notes.paymentId', 64) },
      { error: 'notes.paymentId is required: call /api/credits/reload first' },
    )
    .catchall(z.string().max(200)),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** `POST /api/payments/fetch-razorpay-details` */
export const fetchRazorpayDetailsRequestSchema = z.strictObject({
  razorpayPaymentId: text('razorpayPaymentId', 64),
});

const signature = text('signature', 128);

/** `POST /api/credits/complete-reload`: the checkout's answer, verified before anything is granted. */
export const completeReloadRequestSchema = z.strictObject({
  paymentId: text('paymentId', 64),
  razorpayPaymentId: text('razorpayPaymentId', 64),
  razorpayOrderId: text('razorpayOrderId', 64),
  signature,
  /** Ignored for the grant: credits come from the stored order, never from the browser. */
  amount: z.number().optional(),
  credits: z.number().optional(),
  paymentMethodDetails: z.record(z.string(), z.unknown()).optional(),
});
export type CompleteReloadRequest = z.input<typeof completeReloadRequestSchema>;

/** `POST /api/payments/create-subscription` */
export const createSubscriptionRequestSchema = z.strictObject({
  planId: text('planId', 64),
  billingCycle: z.enum(BILLING_CYCLES, { error: 'billingCycle must be monthly or yearly' }),
  userOptions: z.record(z.string(), z.unknown()).optional(),
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;

/** `POST /api/subscriptions/create`: records the paid subscription as active. */
export const activateSubscriptionRequestSchema = z.strictObject({
  userId: text('userId', 64),
  planId: text('planId', 64),
  billingCycle: z.enum(BILLING_CYCLES, { error: 'billingCycle must be monthly or yearly' }),
  paymentMethod: z.string().trim().max(40).optional(),
  razorpaySubscriptionId: text('razorpaySubscriptionId', 64),
  razorpayPaymentId: text('razorpayPaymentId', 64),
  razorpaySignature: text('razorpaySignature', 128),
  status: z.string().trim().max(40).optional(),
});
export type ActivateSubscriptionRequest = z.input<typeof activateSubscriptionRequestSchema>;

/** `GET /api/payments/history/{userId}?limit&offset&startDate&endDate` */
export const paymentHistoryQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1, 'limit must be between 1 and 100').max(100).default(25),
    offset: z.coerce.number().int().min(0, 'offset must not be negative').default(0),
    _: z.string().optional(),
  })
  .and(dateRangeQuerySchema);

/** `GET /api/payments/failures/{userId}?limit&offset` */
export const paymentFailuresQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  _: z.string().optional(),
});

/** `POST /api/payments/record-failure`: kept once per order. */
export const recordFailureRequestSchema = z.strictObject({
  userId: text('userId', 64),
  orderId: text('orderId', 64),
  paymentId: z.string().trim().max(64).optional(),
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().trim().max(8).default('INR'),
  gateway: z.string().trim().max(40).default('razorpay'),
  gatewayTransactionId: z.string().trim().max(64).optional(),
  status: z.string().trim().max(40).default('failed'),
  errorCode: z.string().trim().max(80).default('UNKNOWN'),
  errorDescription: z.string().trim().max(500).default('Payment failed'),
  errorSource: z.string().trim().max(80).optional(),
  errorStep: z.string().trim().max(80).optional(),
  errorReason: z.string().trim().max(80).optional(),
  timestamp: z.string().trim().max(40).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type RecordFailureRequest = z.input<typeof recordFailureRequestSchema>;

/** `POST /api/payments/sandbox/pay`: the sandbox's stand-in for Razorpay's checkout. */
export const sandboxPayRequestSchema = z
  .strictObject({
    orderId: z.string().trim().min(1).max(64).optional(),
    subscriptionId: z.string().trim().min(1).max(64).optional(),
    card: z.strictObject({
      number: z
        .string({ error: 'card.number is required' })
        .trim()
        .regex(/^[\d\s-]{12,23}$/, 'card.number must be 12 to 19 digits'),
    }),
  })
  .refine((body) => Boolean(body.orderId) !== Boolean(body.subscriptionId), {
    message: 'Give exactly one of orderId or subscriptionId',
    path: ['orderId'],
  });
export type SandboxPayRequest = z.input<typeof sandboxPayRequestSchema>;
