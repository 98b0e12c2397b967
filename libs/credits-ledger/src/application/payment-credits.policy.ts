import { paymentCapturedV1 } from '@abhyas/contracts';
import { definePolicy } from '@abhyas/runtime';
import type { LedgerHandler } from './ledger.handler';

/**
 * A captured payment's credits, under the grant's transfer id that payments fixed: whether the
 * payment also reached the ledger over HTTP, and however often this is delivered, it posts once.
 */
export const paymentCreditsPolicy = (ledger: LedgerHandler) =>
  definePolicy({
    name: 'payment-credits',
    on: paymentCapturedV1,
    idempotentBy: 'the grant’s transfer id, fixed by payments',
    handle: async ({ userId, grant, paymentId, orderId, subscriptionId }) => {
      await ledger.grant({
        transferId: grant.transferId,
        accountId: userId,
        amount: grant.credits,
        type: grant.type,
        description: grant.description,
        reference: {
          paymentId,
          ...(orderId ? { orderId } : {}),
          ...(subscriptionId ? { subscriptionId } : {}),
        },
      });
    },
  });
