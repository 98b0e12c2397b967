import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';

/**
 * A payment was captured. `grant` is exactly what the ledger applies, under its transferId,
 * so the browser's completion, the webhook and this event all credit the same entry once.
 */
export const paymentCapturedV1 = defineIntegrationEvent(
  'payments',
  'payment-captured.v1',
  z.object({
    paymentId: z.string(),
    userId: z.string(),
    orderId: z.string().optional(),
    subscriptionId: z.string().optional(),
    gatewayPaymentId: z.string(),
    amountPaise: z.number().int(),
    currency: z.string(),
    purpose: z.enum(['credits', 'subscription']),
    grant: z.object({
      transferId: z.string(),
      type: z.enum(['purchase', 'subscription']),
      credits: z.number().int().positive(),
      description: z.string(),
    }),
    capturedAt: z.string(),
  }),
);

export const paymentFailedV1 = defineIntegrationEvent(
  'payments',
  'payment-failed.v1',
  z.object({
    paymentId: z.string(),
    userId: z.string(),
    orderId: z.string().optional(),
    errorCode: z.string(),
    errorDescription: z.string(),
    failedAt: z.string(),
  }),
);

export const subscriptionActivatedV1 = defineIntegrationEvent(
  'payments',
  'subscription-activated.v1',
  z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    planId: z.string(),
    billingCycle: z.enum(['monthly', 'yearly']),
    credits: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
  }),
);
