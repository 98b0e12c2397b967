import type {
  CreditUsageCategory,
  CreditingTransactionType,
  DebitingTransactionType,
} from '@abhyas/contracts';

/** Events of a `credit-account-<accountId>` stream. Every amount is a positive number of credits. */
export interface CreditsGranted {
  type: 'CreditsGranted';
  data: {
    accountId: string;
    transferId: string;
    transactionId: string;
    amount: number;
    type: CreditingTransactionType;
    description: string;
    reference?: Record<string, string>;
    /** Posted balance after this entry. */
    balanceAfter: number;
    at: string;
  };
}

export interface CreditsDebited {
  type: 'CreditsDebited';
  data: {
    accountId: string;
    transferId: string;
    transactionId: string;
    amount: number;
    /** usage, or a correction (adjustment, expiry); events written before it was kept are usage. */
    type?: DebitingTransactionType;
    category: CreditUsageCategory;
    description: string;
    reference?: Record<string, string>;
    balanceAfter: number;
    at: string;
  };
}

/** Credits held for work that may fail; they stay posted but are no longer spendable. */
export interface CreditsReserved {
  type: 'CreditsReserved';
  data: {
    accountId: string;
    reservationId: string;
    amount: number;
    category: CreditUsageCategory;
    description: string;
    reference?: Record<string, string>;
    expiresAt: string;
    at: string;
  };
}

/**
 * The held work succeeded: `amount` (at most the reserved amount) becomes a usage entry and the
 * rest returns to the spendable balance. Category and description travel with the event so the
 * entry and the integration event need nothing but the event itself.
 */
export interface ReservationCommitted {
  type: 'ReservationCommitted';
  data: {
    accountId: string;
    reservationId: string;
    transactionId: string;
    amount: number;
    reservedAmount: number;
    category: CreditUsageCategory;
    description: string;
    balanceAfter: number;
    at: string;
  };
}

export interface ReservationReleased {
  type: 'ReservationReleased';
  data: {
    accountId: string;
    reservationId: string;
    reservedAmount: number;
    reason: 'released' | 'expired';
    at: string;
  };
}

export type CreditAccountEvent =
  CreditsGranted | CreditsDebited | CreditsReserved | ReservationCommitted | ReservationReleased;

export const CREDIT_ACCOUNT_EVENT_TYPES: readonly CreditAccountEvent['type'][] = [
  'CreditsGranted',
  'CreditsDebited',
  'CreditsReserved',
  'ReservationCommitted',
  'ReservationReleased',
];

export const creditAccountStream = (accountId: string): string => `credit-account-${accountId}`;
