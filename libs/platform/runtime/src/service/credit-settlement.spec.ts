import { LedgerCallError, type CreditsLedgerClient } from '@abhyas/contracts';
import { CreditSettlement, type SettlementDue, type SettlementOutcome } from './credit-settlement';

/** A paid piece of work whose due action is fixed, recording what the settlement reports. */
function subject(due: SettlementDue | null) {
  const recorded: SettlementOutcome[] = [];
  let current = due;
  return {
    recorded,
    subject: {
      label: 'test',
      due: () => Promise.resolve(current),
      record: (_key: string, outcome: SettlementOutcome) => {
        recorded.push(outcome);
        current = null;
        return Promise.resolve();
      },
    },
  };
}

function ledger(fail?: Error) {
  const calls: string[] = [];
  const answer = (name: string) => (reservationId: string) => {
    calls.push(`${name} ${reservationId}`);
    return fail ? Promise.reject(fail) : Promise.resolve({});
  };
  return {
    calls,
    client: {
      commit: answer('commit'),
      release: answer('release'),
    } as unknown as CreditsLedgerClient,
  };
}

const logger = { warn: jest.fn() };

describe('CreditSettlement', () => {
  it('commits a delivered piece of work once, however often it is settled at the same time', async () => {
    const work = subject({ action: 'commit', reservationId: 'r-1' });
    const books = ledger();
    const settlement = new CreditSettlement(work.subject, books.client, logger);
    await Promise.all([settlement.settle('k'), settlement.settle('k'), settlement.settle('k')]);
    expect(books.calls).toEqual(['commit r-1']);
    expect(work.recorded).toEqual(['committed']);
  });

  it('releases undelivered work with its reason', async () => {
    const work = subject({ action: 'release', reservationId: 'r-2', reason: 'failed' });
    const books = ledger();
    await new CreditSettlement(work.subject, books.client, logger).settle('k');
    expect(books.calls).toEqual(['release r-2']);
    expect(work.recorded).toEqual(['released']);
  });

  it('records a reservation the ledger already settled itself as lapsed', async () => {
    const work = subject({ action: 'commit', reservationId: 'r-3' });
    const books = ledger(new LedgerCallError(409, { message: 'settled' }));
    await new CreditSettlement(work.subject, books.client, logger).settle('k');
    expect(work.recorded).toEqual(['lapsed']);
  });

  it('records nothing when the ledger cannot be reached, so the sweep tries again', async () => {
    const work = subject({ action: 'commit', reservationId: 'r-4' });
    const books = ledger(new Error('connection refused'));
    await new CreditSettlement(work.subject, books.client, logger).settle('k');
    expect(work.recorded).toEqual([]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('asks the ledger nothing when nothing is due', async () => {
    const work = subject(null);
    const books = ledger();
    await new CreditSettlement(work.subject, books.client, logger).settle('k');
    expect(books.calls).toEqual([]);
  });
});
