import { SERVICE_NAMES, type HealthReport } from '@abhyas/contracts';
import { fakeServiceClients, healthyReport } from '../../testing/fake-service-clients';
import { HealthAggregator } from './health-aggregator';
import { HealthHistory } from './health-history';

/** Every service answers; `payments` follows the script, one answer per real check. */
const clientsWith = (payments: Array<'up' | 'down'>) => {
  let checks = 0;
  const { clients } = fakeServiceClients((name) => {
    if (name !== 'payments') {
      return Promise.resolve(healthyReport(name));
    }
    const answer = payments[checks++ % payments.length];
    return answer === 'up'
      ? Promise.resolve(healthyReport(name))
      : Promise.reject(new Error('ECONNREFUSED'));
  });
  return { clients, checks: () => checks };
};

describe('health history', () => {
  it('keeps the last N real checks per component with their times, and counts status changes', async () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    const { clients } = clientsWith(['up', 'down', 'up', 'down', 'down']);
    const aggregator = new HealthAggregator(clients, {
      cacheMs: 5_000,
      serviceTimeoutMs: 50,
      historySize: 4,
      now: () => now,
    });

    for (let check = 0; check < 5; check += 1) {
      await aggregator.report();
      now += 5_000;
    }
    now -= 5_000; // The last report is still fresh: asking for the history checks nothing more.
    const history = await aggregator.history();

    expect(history.size).toBe(4);
    expect(history.components.payments).toEqual({
      changes: 2,
      checks: [
        expect.objectContaining({ checkedAt: '2026-11-25T09:00:05.000Z', status: 'down' }),
        expect.objectContaining({ checkedAt: '2026-11-25T09:00:10.000Z', status: 'ok' }),
        expect.objectContaining({ checkedAt: '2026-11-25T09:00:15.000Z', status: 'down' }),
        expect.objectContaining({
          checkedAt: '2026-11-25T09:00:20.000Z',
          status: 'down',
          detail: 'ECONNREFUSED',
        }),
      ],
    });
    expect(history.components.identity.changes).toBe(0);
    expect(history.components.identity.checks).toHaveLength(4);
    expect(history.platform.map((entry) => entry.checkedAt)).toEqual([
      '2026-11-25T09:00:05.000Z',
      '2026-11-25T09:00:10.000Z',
      '2026-11-25T09:00:15.000Z',
      '2026-11-25T09:00:20.000Z',
    ]);
  });

  it('records nothing for a cached answer: polling browsers cost the history nothing', async () => {
    const { clients, checks } = clientsWith(['up']);
    const aggregator = new HealthAggregator(clients, { cacheMs: 60_000, serviceTimeoutMs: 50 });

    await Promise.all(Array.from({ length: 50 }, () => aggregator.reportJson()));
    await aggregator.report();
    const history = await aggregator.history();

    expect(checks()).toBe(1);
    expect(history.size).toBe(20);
    expect(history.components.payments.checks).toHaveLength(1);
  });

  it('starts empty for every component', () => {
    const history = new HealthHistory(3).report();

    expect(history.platform).toEqual([]);
    expect(Object.values(history.components).every((c) => c.checks.length === 0)).toBe(true);
    expect(Object.keys(history.components)).toEqual(
      expect.arrayContaining(['gateway', ...SERVICE_NAMES, 'database', 'transport']),
    );
  });

  it('leaves out what a check did not report', () => {
    const history = new HealthHistory(2);
    const report = {
      status: 'ok',
      checkedAt: '2026-11-25T09:00:00.000Z',
      services: new Proxy({}, { get: () => ({ status: 'ok' }) }),
    } as unknown as HealthReport;

    history.record(report);

    expect(history.report().components.gateway.checks).toEqual([
      { checkedAt: '2026-11-25T09:00:00.000Z', status: 'ok' },
    ]);
  });
});
