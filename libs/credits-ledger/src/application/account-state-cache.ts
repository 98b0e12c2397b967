import type { EventStore } from '@abhyas/event-store';
import { creditAccountDecider, type CreditAccountState } from '../domain/credit-account.decider';
import { creditAccountStream, type CreditAccountEvent } from '../domain/credit-account.events';

export interface LoadedAccount {
  version: number;
  state: CreditAccountState;
}

export interface LoadedFrom extends LoadedAccount {
  /** True when the store was read just now; false when the remembered state was trusted. */
  fresh: boolean;
}

const DEFAULT_MAX_ACCOUNTS = 10_000;

/**
 * The last known {version, state} of recently used accounts, so a write needs no read at all
 * (and a fresh read only the events after that version): a hot account costs the same at its
 * millionth entry as at its first. The cache is only an optimisation, never trusted for
 * correctness: appends still name the expected version, so a stale entry (another process
 * wrote) just conflicts, reads the gap and retries.
 * Least recently used accounts are dropped past `maxAccounts`.
 */
export class AccountStateCache {
  private readonly accounts = new Map<string, LoadedAccount>();

  constructor(
    private readonly events: EventStore,
    private readonly maxAccounts = DEFAULT_MAX_ACCOUNTS,
  ) {}

  /**
   * The account as last seen by this process without a read (`fresh: false`), or, when asked
   * for `fresh` or not remembered, read up to date. A trusted state may be stale: an append
   * on it conflicts, and a refusal decided on it is checked again on a fresh one.
   */
  async load(accountId: string, options: { fresh: boolean }): Promise<LoadedFrom> {
    const remembered = this.accounts.get(accountId);
    if (remembered && !options.fresh) {
      return { ...remembered, fresh: false };
    }
    return { ...(await this.read(accountId)), fresh: true };
  }

  private async read(accountId: string): Promise<LoadedAccount> {
    const known = this.accounts.get(accountId) ?? {
      version: 0,
      state: creditAccountDecider.initialState(),
    };
    const stream = await this.events.readStream(creditAccountStream(accountId), {
      fromVersion: known.version + 1,
    });
    if (stream.currentVersion < known.version) {
      // The store is behind the cache (a restored database): forget the account and read it whole.
      this.accounts.delete(accountId);
      return this.read(accountId);
    }
    const state = stream.events.reduce(
      (current, event) =>
        creditAccountDecider.evolve(current, {
          type: event.type,
          data: event.data,
        } as CreditAccountEvent),
      known.state,
    );
    const loaded = { version: stream.currentVersion, state };
    this.remember(accountId, loaded);
    return loaded;
  }

  remember(accountId: string, loaded: LoadedAccount): void {
    this.accounts.delete(accountId);
    this.accounts.set(accountId, loaded);
    if (this.accounts.size > this.maxAccounts) {
      const oldest = this.accounts.keys().next();
      if (!oldest.done) {
        this.accounts.delete(oldest.value);
      }
    }
  }
}
