import { PAYMENT_FAILURE_CLASSES } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** What the checkout (or the gateway's webhook) said about a failed attempt on one order. */
const failureDetails = z.object({
  failureId: z.string(),
  userId: z.string(),
  orderId: z.string(),
  paymentId: z.string().optional(),
  amount: z.number().optional(),
  currency: z.string(),
  gateway: z.string(),
  gatewayTransactionId: z.string().optional(),
  status: z.string(),
  errorCode: z.string(),
  errorDescription: z.string(),
  errorSource: z.string().optional(),
  errorStep: z.string().optional(),
  errorReason: z.string().optional(),
  timestamp: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export type FailureDetails = z.output<typeof failureDetails>;

/** The one event of a `payment-failure-<orderId>` stream. */
export const paymentFailureEvents = defineEvents({
  PaymentFailureRecorded: failureDetails.extend({
    failureClass: z.enum(PAYMENT_FAILURE_CLASSES),
    recordedAt: z.string(),
  }),
});

export type PaymentFailureEvent = EventOf<typeof paymentFailureEvents>;
