import {
  type CreditsLedgerClient,
  LedgerCallError,
  type LedgerWriteResult,
  type ReserveCreditsRequest,
} from '@abhyas/contracts';

/** What a charge reports a failed settlement to (a pino logger fits). */
export interface ChargeLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The balance was short: how much the work needs and how much the account has. */
export class CreditsShortError extends Error {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super('Insufficient credits');
    this.name = 'CreditsShortError';
  }
}

/** The ledger could not be asked to reserve (down, or it refused for another reason). */
export class CreditsUnavailableError extends Error {
  constructor(cause: unknown) {
    super('credits could not be reserved', { cause });
    this.name = 'CreditsUnavailableError';
  }
}

/**
 * Paid work the way every service charges for it (core-loop.md): reserve by a deterministic id
 * before the work, commit once it is recorded, release on failure. A commit or release the
 * ledger does not take is left to the reservation's time-out: a family is never charged twice
 * and never charged for work that did not happen.
 */
export class CreditCharges {
  constructor(
    private readonly ledger: CreditsLedgerClient,
    private readonly logger: ChargeLogger,
  ) {}

  /** Reserves, or throws `CreditsShortError` (402 material) or `CreditsUnavailableError`. */
  async reserve(request: ReserveCreditsRequest): Promise<{ newBalance: number }> {
    try {
      const result = await this.ledger.reserve(request);
      return { newBalance: result.newBalance };
    } catch (error) {
      if (error instanceof LedgerCallError && error.insufficientCredits) {
        const body = error.body as { available?: number };
        throw new CreditsShortError(request.amount, body.available ?? 0);
      }
      this.logger.warn(
        { err: error, reservationId: request.reservationId },
        'credits could not be reserved',
      );
      throw new CreditsUnavailableError(error);
    }
  }

  /**
   * The work is recorded: take the credits. Answers the ledger's entry (a repeat answers the
   * first), or undefined when the ledger did not take it; that is left to the time-out.
   */
  async commit(reservationId: string): Promise<LedgerWriteResult | undefined> {
    try {
      return await this.ledger.commit(reservationId);
    } catch (error) {
      this.logger.warn({ err: error, reservationId }, 'reservation commit failed; it will expire');
      return undefined;
    }
  }

  /** The spendable balance, or undefined when the ledger cannot be asked just now. */
  async balance(accountId: string): Promise<number | undefined> {
    try {
      return await this.ledger.balance(accountId);
    } catch (error) {
      this.logger.warn({ err: error, accountId }, 'balance could not be read');
      return undefined;
    }
  }

  /** The work failed: give the credits back (or let the time-out do it). */
  async release(reservationId: string): Promise<void> {
    try {
      await this.ledger.release(reservationId);
    } catch (error) {
      this.logger.warn({ err: error, reservationId }, 'reservation release failed; it will expire');
    }
  }
}
