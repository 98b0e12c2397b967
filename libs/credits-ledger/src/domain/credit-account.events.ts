import {
  CREDITING_TRANSACTION_TYPES,
  CREDIT_USAGE_CATEGORIES,
  DEBITING_TRANSACTION_TYPES,
} from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

const credits = z.number().int().positive();
const reference = z.record(z.string(), z.string()).optional();

/** Events of a `credit-account-<accountId>` stream. Every amount is a positive number of credits. */
export const creditAccountEvents = defineEvents({
  CreditsGranted: z.object({
    accountId: z.string(),
    transferId: z.string(),
    transactionId: z.string(),
    amount: credits,
    type: z.enum(CREDITING_TRANSACTION_TYPES),
    description: z.string(),
    reference,
    /** Posted balance after this entry. */
    balanceAfter: z.number().int().nonnegative(),
    at: z.string(),
  }),
  CreditsDebited: z.object({
    accountId: z.string(),
    transferId: z.string(),
    transactionId: z.string(),
    amount: credits,
    /** usage, or a correction (adjustment, expiry); events written before it was kept are usage. */
    type: z.enum(DEBITING_TRANSACTION_TYPES).optional(),
    category: z.enum(CREDIT_USAGE_CATEGORIES),
    description: z.string(),
    reference,
    balanceAfter: z.number().int().nonnegative(),
    at: z.string(),
  }),
  /** Credits held for work that may fail; they stay posted but are no longer spendable. */
  CreditsReserved: z.object({
    accountId: z.string(),
    reservationId: z.string(),
    amount: credits,
    category: z.enum(CREDIT_USAGE_CATEGORIES),
    description: z.string(),
    reference,
    expiresAt: z.string(),
    at: z.string(),
  }),
  /**
   * The held work succeeded: `amount` (at most the reserved amount) becomes a usage entry and
   * the rest returns to the spendable balance. Category and description travel with the event
   * so the entry and the integration event need nothing but the event itself.
   */
  ReservationCommitted: z.object({
    accountId: z.string(),
    reservationId: z.string(),
    transactionId: z.string(),
    amount: z.number().int().nonnegative(),
    reservedAmount: credits,
    category: z.enum(CREDIT_USAGE_CATEGORIES),
    description: z.string(),
    balanceAfter: z.number().int().nonnegative(),
    at: z.string(),
  }),
  ReservationReleased: z.object({
    accountId: z.string(),
    reservationId: z.string(),
    reservedAmount: credits,
    reason: z.enum(['released', 'expired']),
    at: z.string(),
  }),
});

export type CreditAccountEvent = EventOf<typeof creditAccountEvents>;
