import { z } from 'zod';
import { MAX_HISTORY_OFFSET } from '../credits/credits.constants';
import { withDateRange } from '../credits/credits.http';
import { safeRecord, safeText } from '../safe-text';
import { BILLING_CYCLES, MAX_ORDER_PAISE, PAY_AS_YOU_GO } from './payment-plans';

const text = (label: string, max = 200) =>
  safeText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional short string: trimmed, at most `max` characters. */
const optionalText = (label: string, max: number) => safeText(label).trim().max(max);

/** Paise of one order: never more than the dearest thing on sale. */
const paise = (label: string) =>
  z
    .number({ error: `${label} (in paise) must be a number` })
    .int(`${label} must be in whole paise`)
    .max(MAX_ORDER_PAISE, `${label} must be at most ${MAX_ORDER_PAISE} paise`);

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
    paymentMethod: optionalText('paymentMethod', 40).optional(),
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
    .positive('amount must be positive')
    .max(MAX_ORDER_PAISE, `amount must be at most ${MAX_ORDER_PAISE} paise`),
  currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
  notes: z
    .object(
      { paymentId: text('notes.paymentId', 64) },
      { error: 'notes.paymentId is required: call /api/credits/reload first' },
    )
    .catchall(safeText('notes').max(200)),
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
  amount: paise('amount').nonnegative('amount must not be negative').optional(),
  credits: z
    .number({ error: 'credits must be a number' })
    .int('credits must be a whole number')
    .nonnegative('credits must not be negative')
    .max(PAY_AS_YOU_GO.maxCredits, `credits must be at most ${PAY_AS_YOU_GO.maxCredits}`)
    .optional(),
  paymentMethodDetails: safeRecord('paymentMethodDetails', z.unknown()).optional(),
});
export type CompleteReloadRequest = z.input<typeof completeReloadRequestSchema>;

/** `POST /api/payments/cancel`: checkout was closed without paying (pay as you go or a plan). */
export const cancelPaymentRequestSchema = z.strictObject({
  paymentId: text('paymentId', 64),
});
export type CancelPaymentRequest = z.input<typeof cancelPaymentRequestSchema>;

/** `POST /api/payments/create-subscription` */
export const createSubscriptionRequestSchema = z.strictObject({
  planId: text('planId', 64),
  billingCycle: z.enum(BILLING_CYCLES, { error: 'billingCycle must be monthly or yearly' }),
  userOptions: safeRecord('userOptions', z.unknown()).optional(),
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;

/** `POST /api/subscriptions/create`: records the paid subscription as active. */
export const activateSubscriptionRequestSchema = z.strictObject({
  userId: text('userId', 64),
  planId: text('planId', 64),
  billingCycle: z.enum(BILLING_CYCLES, { error: 'billingCycle must be monthly or yearly' }),
  paymentMethod: optionalText('paymentMethod', 40).optional(),
  razorpaySubscriptionId: text('razorpaySubscriptionId', 64),
  razorpayPaymentId: text('razorpayPaymentId', 64),
  razorpaySignature: text('razorpaySignature', 128),
  status: optionalText('status', 40).optional(),
});
export type ActivateSubscriptionRequest = z.input<typeof activateSubscriptionRequestSchema>;

const limit = (byDefault: number) =>
  z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(byDefault);

const offset = z.coerce
  .number()
  .int('offset must be a whole number')
  .min(0, 'offset must not be negative')
  .max(MAX_HISTORY_OFFSET, `offset must be at most ${MAX_HISTORY_OFFSET}`)
  .default(0);

/** `GET /api/payments/history/{userId}?limit&offset&startDate&endDate` */
export const paymentHistoryQuerySchema = withDateRange({
  limit: limit(25),
  offset,
  _: safeText('_').optional(),
});

/** `GET /api/payments/failures/{userId}?limit&offset` */
export const paymentFailuresQuerySchema = z.object({
  limit: limit(20),
  offset,
  _: safeText('_').optional(),
});

/** `POST /api/payments/record-failure`: kept once per order. */
export const recordFailureRequestSchema = z.strictObject({
  userId: text('userId', 64),
  orderId: text('orderId', 64),
  paymentId: optionalText('paymentId', 64).optional(),
  amount: paise('amount').nonnegative('amount must not be negative').optional(),
  currency: optionalText('currency', 8).default('INR'),
  gateway: optionalText('gateway', 40).default('razorpay'),
  gatewayTransactionId: optionalText('gatewayTransactionId', 64).optional(),
  status: optionalText('status', 40).default('failed'),
  errorCode: optionalText('errorCode', 80).default('UNKNOWN'),
  errorDescription: safeText('errorDescription', { multiline: true })
    .trim()
    .max(500)
    .default('Payment failed'),
  errorSource: optionalText('errorSource', 80).optional(),
  errorStep: optionalText('errorStep', 80).optional(),
  errorReason: optionalText('errorReason', 80).optional(),
  timestamp: optionalText('timestamp', 40).optional(),
  metadata: safeRecord('metadata', z.unknown()).optional(),
});
export type RecordFailureRequest = z.input<typeof recordFailureRequestSchema>;

/** `POST /api/payments/sandbox/pay`: the sandbox's stand-in for Razorpay's checkout. */
export const sandboxPayRequestSchema = z
  .strictObject({
    orderId: text('orderId', 64).optional(),
    subscriptionId: text('subscriptionId', 64).optional(),
    card: z.strictObject({
      number: safeText('card.number', { error: 'card.number is required' })
        .trim()
        .regex(/^[\d\s-]{12,23}$/, 'card.number must be 12 to 19 digits'),
    }),
  })
  .refine((body) => Boolean(body.orderId) !== Boolean(body.subscriptionId), {
    message: 'Give exactly one of orderId or subscriptionId',
    path: ['orderId'],
  });
export type SandboxPayRequest = z.input<typeof sandboxPayRequestSchema>;
