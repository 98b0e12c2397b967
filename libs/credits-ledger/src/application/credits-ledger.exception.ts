import { CREDIT_MESSAGES as M, type InsufficientCreditsBody } from '@abhyas/contracts';
import { ruleAnswers, ServiceException } from '@abhyas/runtime';
import {
  CreditRule,
  CreditRuleViolation,
  InsufficientCreditsError,
} from '../domain/credits.errors';

export enum CreditsErrorCode {
  InsufficientCredits = 'INSUFFICIENT_CREDITS',
  TransferIdReused = 'TRANSFER_ID_REUSED',
  ReservationNotFound = 'RESERVATION_NOT_FOUND',
  ReservationSettled = 'RESERVATION_SETTLED',
  CommitExceedsReservation = 'COMMIT_EXCEEDS_RESERVATION',
  AccountForbidden = 'ACCOUNT_FORBIDDEN',
  Busy = 'LEDGER_BUSY',
}

/** The ledger's one exception class; each factory fixes the status and wording once. */
export class CreditsLedgerException extends ServiceException<CreditsErrorCode> {}

export const COMMIT_EXCEEDS_MESSAGE = 'A commit may not take more than was reserved';
export const LEDGER_BUSY_MESSAGE = 'The account is busy. Please try again.';

export const creditsErrors = {
  insufficientCredits: (required: number, available: number) => {
    const fields: Omit<InsufficientCreditsBody, 'message'> = { required, available };
    return new CreditsLedgerException(
      CreditsErrorCode.InsufficientCredits,
      402,
      M.insufficientCredits,
      fields,
    );
  },
  transferIdReused: () =>
    new CreditsLedgerException(CreditsErrorCode.TransferIdReused, 409, M.transferIdReused),
  reservationNotFound: () =>
    new CreditsLedgerException(CreditsErrorCode.ReservationNotFound, 404, M.reservationNotFound),
  reservationSettled: () =>
    new CreditsLedgerException(CreditsErrorCode.ReservationSettled, 409, M.reservationSettled),
  commitExceedsReservation: () =>
    new CreditsLedgerException(
      CreditsErrorCode.CommitExceedsReservation,
      400,
      COMMIT_EXCEEDS_MESSAGE,
    ),
  accountForbidden: () =>
    new CreditsLedgerException(CreditsErrorCode.AccountForbidden, 403, M.accountForbidden),
  /** Other processes kept winning the account's stream; nothing was written. */
  busy: () => new CreditsLedgerException(CreditsErrorCode.Busy, 503, LEDGER_BUSY_MESSAGE),
};

/**
 * Decider rules said the way the API says them. ReservationNotOpen never reaches here: the
 * handler resolves it against the reservations table (idempotent, settled or unknown).
 */
export const toCreditsException = ruleAnswers(CreditRuleViolation, {
  [CreditRule.InsufficientCredits]: (violation) =>
    violation instanceof InsufficientCreditsError
      ? creditsErrors.insufficientCredits(violation.required, violation.available)
      : creditsErrors.insufficientCredits(0, 0),
  [CreditRule.ReservationNotOpen]: creditsErrors.reservationNotFound,
  [CreditRule.ReservationExpired]: creditsErrors.reservationSettled,
  [CreditRule.ReservationIdTaken]: creditsErrors.transferIdReused,
  [CreditRule.CommitExceedsReservation]: creditsErrors.commitExceedsReservation,
}).translate;
