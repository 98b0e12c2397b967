import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';
import {
  CREDIT_TRANSACTION_TYPES,
  CREDIT_USAGE_CATEGORIES,
  DEBITING_TRANSACTION_TYPES,
} from '../../http/credits/credits.constants';

const entry = {
  accountId: z.string(),
  transferId: z.string(),
  transactionId: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  at: z.string(),
};

/** Credits were added to an account (purchase, subscription, bonus, refund, adjustment). */
export const creditsGrantedV1 = defineIntegrationEvent(
  'credits-ledger',
  'credits-granted.v1',
  z.object({ ...entry, type: z.enum(CREDIT_TRANSACTION_TYPES) }),
);

/** Credits were spent: a direct debit or a committed reservation. */
export const creditsDebitedV1 = defineIntegrationEvent(
  'credits-ledger',
  'credits-debited.v1',
  z.object({
    ...entry,
    category: z.enum(CREDIT_USAGE_CATEGORIES),
    /** Added later: absent means usage. */
    type: z.enum(DEBITING_TRANSACTION_TYPES).optional(),
  }),
);
