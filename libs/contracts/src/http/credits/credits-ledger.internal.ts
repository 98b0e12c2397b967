import { z } from 'zod';
import {
  CREDIT_USAGE_CATEGORIES,
  CREDITING_TRANSACTION_TYPES,
  DEBITING_TRANSACTION_TYPES,
  DEFAULT_RESERVATION_TIMEOUT_SECONDS,
  MAX_RESERVATION_TIMEOUT_SECONDS,
  MAX_TRANSFER_CREDITS,
} from './credits.constants';
import { safeRecord, safeText } from '../safe-text';
import type { ServiceCallPort } from '../service-call.port';

/**
 * The ledger's service-to-service API (internal routes, never under `/api`). Every write
 * carries a caller-chosen id that is its idempotency key: the same id twice applies once and
 * answers with the first result. Later services reserve before work that may fail, then commit
 * or release; a reservation left open past its time-out is released by the ledger.
 */
export const LEDGER_INTERNAL_ROUTES = {
  grant: '/internal/credits/grant',
  debit: '/internal/credits/debit',
  reserve: '/internal/credits/reservations',
  commit: (reservationId: string) =>
    `/internal/credits/reservations/${encodeURIComponent(reservationId)}/commit`,
  release: (reservationId: string) =>
    `/internal/credits/reservations/${encodeURIComponent(reservationId)}/release`,
  balance: (accountId: string) => `/internal/credits/balance/${encodeURIComponent(accountId)}`,
} as const;

const id = (label: string) =>
  safeText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`);

const credits = z
  .number({ error: 'amount must be a number of credits' })
  .int('amount must be a whole number of credits')
  .positive('amount must be positive')
  .max(MAX_TRANSFER_CREDITS, `amount must be at most ${MAX_TRANSFER_CREDITS}`);

const description = safeText('description', { error: 'description is required' })
  .trim()
  .min(1, 'description is required')
  .max(200);

/** Free-form references (paymentId, orderId, planId) kept on the entry. */
const reference = safeRecord('reference', safeText('reference').max(200)).optional();

/** What a grant and a debit both name first: the transfer (its idempotency key), whose, how much. */
const transfer = { transferId: id('transferId'), accountId: id('accountId'), amount: credits };

export const grantCreditsRequestSchema = z.strictObject({
  ...transfer,
  type: z.enum(CREDITING_TRANSACTION_TYPES),
  description,
  reference,
});
export type GrantCreditsRequest = z.input<typeof grantCreditsRequestSchema>;

/** Usage by default; `adjustment` and `expiry` are corrections, written as new entries. */
export const debitCreditsRequestSchema = z.strictObject({
  ...transfer,
  type: z.enum(DEBITING_TRANSACTION_TYPES).default('usage'),
  category: z.enum(CREDIT_USAGE_CATEGORIES),
  description,
  reference,
});
export type DebitCreditsRequest = z.input<typeof debitCreditsRequestSchema>;

export const reserveCreditsRequestSchema = z.strictObject({
  reservationId: id('reservationId'),
  accountId: id('accountId'),
  amount: credits,
  category: z.enum(CREDIT_USAGE_CATEGORIES),
  description,
  timeoutSeconds: z
    .number()
    .int()
    .min(1)
    .max(MAX_RESERVATION_TIMEOUT_SECONDS)
    .default(DEFAULT_RESERVATION_TIMEOUT_SECONDS),
  reference,
});
export type ReserveCreditsRequest = z.input<typeof reserveCreditsRequestSchema>;

/** Commit may take less than was reserved (never more); the rest returns to the balance. */
export const commitReservationRequestSchema = z.strictObject({
  amount: credits.optional(),
  description: description.optional(),
});
export type CommitReservationRequest = z.input<typeof commitReservationRequestSchema>;

export const releaseReservationRequestSchema = z.strictObject({
  reason: safeText('reason').trim().min(1).max(200).default('released'),
});
export type ReleaseReservationRequest = z.input<typeof releaseReservationRequestSchema>;

/** The answer to every ledger write; a repeated id answers with the first result. */
export interface LedgerWriteResult {
  success: true;
  /** The ledger entry's id; for a reservation or release, the reservation's id. */
  transactionId: string;
  accountId: string;
  /** Spendable balance after the write. */
  newBalance: number;
  /** False when this id had already been applied and nothing new was written. */
  applied: boolean;
}

/** 402 body when a debit or reservation would take the balance below zero. */
export interface InsufficientCreditsBody {
  message: 'Insufficient credits';
  required: number;
  available: number;
}

/** Thrown by the client for any answer other than 2xx; carries the ledger's status and body. */
export class LedgerCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : `credits-ledger answered ${status}`;
    super(message);
    this.name = 'LedgerCallError';
  }

  get insufficientCredits(): boolean {
    return this.status === 402;
  }
}

/** Typed calls to the ledger for paper generation, scheduling, explanations and payments. */
export const creditsLedgerClient = (port: ServiceCallPort) => {
  const post = async (path: string, body: unknown): Promise<LedgerWriteResult> => {
    const response = await port.call<LedgerWriteResult>('credits-ledger', {
      method: 'POST',
      path,
      body,
    });
    if (response.status < 200 || response.status >= 300) {
      throw new LedgerCallError(response.status, response.body);
    }
    return response.body;
  };
  return {
    grant: (request: GrantCreditsRequest) => post(LEDGER_INTERNAL_ROUTES.grant, request),
    debit: (request: DebitCreditsRequest) => post(LEDGER_INTERNAL_ROUTES.debit, request),
    reserve: (request: ReserveCreditsRequest) => post(LEDGER_INTERNAL_ROUTES.reserve, request),
    commit: (reservationId: string, request: CommitReservationRequest = {}) =>
      post(LEDGER_INTERNAL_ROUTES.commit(reservationId), request),
    release: (reservationId: string, request: ReleaseReservationRequest = {}) =>
      post(LEDGER_INTERNAL_ROUTES.release(reservationId), request),
    balance: async (accountId: string): Promise<number> => {
      const response = await port.call<{ balance: number }>('credits-ledger', {
        method: 'GET',
        path: LEDGER_INTERNAL_ROUTES.balance(accountId),
      });
      if (response.status !== 200) {
        throw new LedgerCallError(response.status, response.body);
      }
      return response.body.balance;
    },
  };
};
export type CreditsLedgerClient = ReturnType<typeof creditsLedgerClient>;
