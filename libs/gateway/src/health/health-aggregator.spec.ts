import type { ServiceHealthReport, ServiceName } from '@abhyas/contracts';
import { fakeServiceClients, healthyReport } from '../../testing/fake-service-clients';
import { HealthAggregator, SIGN_IN_UNAVAILABLE_NOTE } from './health-aggregator';

const fakeClients = (answers: Partial<Record<ServiceName, () => Promise<ServiceHealthReport>>>) =>
  fakeServiceClients((name) => answers[name]?.() ?? Promise.resolve(healthyReport(name)));

const options = { cacheMs: 5000, serviceTimeoutMs: 50 };

describe('HealthAggregator', () => {
  it('is ok when every service answers and unconfigured OpenAI and sandbox Razorpay are reported as such', async () => {
    const report = await new HealthAggregator(fakeClients({}).clients, options).report();
    expect(report.status).toBe('ok');
    expect(report.services.openai.status).toBe('not_configured');
    expect(report.services.razorpay.status).toBe('sandbox');
    expect(report.services.gateway.status).toBe('ok');
  });

  it('passes features: none through from a service, which stays ok', async () => {
    const { clients } = fakeClients({
      explanations: async () => ({ ...healthyReport('explanations'), features: 'none' as const }),
    });
    const report = await new HealthAggregator(clients, options).report();
    expect(report.status).toBe('ok');
    expect(report.services.explanations).toMatchObject({ status: 'ok', features: 'none' });
    expect(report.services.identity).not.toHaveProperty('features');
  });

  it('is an error when test-attempt cannot be reached: nobody could take or submit a test', async () => {
    const { clients } = fakeClients({
      'test-attempt': () => Promise.reject(new Error('ECONNREFUSED')),
    });
    const report = await new HealthAggregator(clients, options).report();
    expect(report.status).toBe('error');
    expect(report.services['test-attempt']).toMatchObject({
      status: 'down',
      detail: 'ECONNREFUSED',
    });
  });

  it('is degraded, not an error, when identity cannot be reached, and says sign-in is unavailable', async () => {
    const { clients } = fakeClients({
      identity: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    const report = await new HealthAggregator(clients, options).report();
    expect(report.status).toBe('degraded');
    expect(report.services.identity).toMatchObject({
      status: 'down',
      detail: `${SIGN_IN_UNAVAILABLE_NOTE} (ECONNREFUSED)`,
    });
  });

  it('is still an error when test-attempt is down as well as identity', async () => {
    const { clients } = fakeClients({
      identity: () => Promise.reject(new Error('ECONNREFUSED')),
      'test-attempt': () => new Promise(() => undefined),
    });
    expect((await new HealthAggregator(clients, options).report()).status).toBe('error');
  });

  it('is degraded, not an error, when another service is down', async () => {
    const { clients } = fakeClients({ payments: () => Promise.reject(new Error('ECONNREFUSED')) });
    const report = await new HealthAggregator(clients, options).report();
    expect(report.status).toBe('degraded');
    expect(report.services.razorpay.status).toBe('down');
  });

  it('treats a service that does not answer in time as down', async () => {
    const { clients } = fakeClients({ 'credits-ledger': () => new Promise(() => undefined) });
    const report = await new HealthAggregator(clients, options).report();
    expect(report.services['credits-ledger']).toMatchObject({
      status: 'down',
      detail: 'no answer within 50 ms',
    });
    expect(report.status).toBe('degraded');
  });

  it('is degraded when a service reports its transport down', async () => {
    const { clients } = fakeClients({
      explanations: async () => ({
        service: 'explanations',
        status: 'degraded',
        checks: { database: { status: 'ok' }, transport: { status: 'down', detail: 'redis gone' } },
      }),
    });
    const report = await new HealthAggregator(clients, options).report();
    expect(report.services.transport).toMatchObject({ status: 'down', detail: 'redis gone' });
    expect(report.status).toBe('degraded');
  });

  it('serves one cached report to concurrent and repeated callers within the cache window', async () => {
    let now = 0;
    const { clients, calls } = fakeClients({});
    const aggregator = new HealthAggregator(clients, { ...options, now: () => now });
    await Promise.all(Array.from({ length: 100 }, () => aggregator.report()));
    now = 4999;
    await aggregator.report();
    expect(calls.identity).toBe(1);
    now = 5000;
    await aggregator.report();
    expect(calls.identity).toBe(2);
  });
});
