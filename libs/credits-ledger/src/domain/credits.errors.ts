import { RuleViolation } from '@abhyas/event-store/domain';

/** Rules the credit-account decider enforces; the application maps each to an HTTP answer once. */
export enum CreditRule {
  InsufficientCredits = 'INSUFFICIENT_CREDITS',
  /** The reservation is not open on this account: unknown, committed or released. */
  ReservationNotOpen = 'RESERVATION_NOT_OPEN',
  ReservationExpired = 'RESERVATION_EXPIRED',
  ReservationIdTaken = 'RESERVATION_ID_TAKEN',
  CommitExceedsReservation = 'COMMIT_EXCEEDS_RESERVATION',
}

export class CreditRuleViolation extends RuleViolation<CreditRule> {}

/** A debit or reservation larger than the spendable balance; carries both for the 402 body. */
export class InsufficientCreditsError extends CreditRuleViolation {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super(CreditRule.InsufficientCredits);
  }
}
