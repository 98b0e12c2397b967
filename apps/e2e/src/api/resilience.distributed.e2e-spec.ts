import type { HealthReport } from '@abhyas/contracts';
import { createRedisStreamsBus, type DeliveredMessage, type MessageBus } from '@abhyas/messaging';
import { startDistributed } from '../harness/distributed-platform';
import { postJson, waitFor, type DistributedPlatform } from '../harness/running-platform';

const health = async (url: string) => {
  const response = await fetch(`${url}/api/health`);
  return { httpStatus: response.status, report: (await response.json()) as HealthReport };
};

// jest.e2e.config.js leaves this file out (and says why) where PostgreSQL or Redis is missing.
describe('distributed shape: a service process stops and returns', () => {
  let platform: DistributedPlatform;

  beforeAll(async () => {
    platform = await startDistributed(5934, 5950);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('reports a stopped test-attempt as an error within 10 s and recovers when it returns', async () => {
    expect((await health(platform.url)).report.status).toBe('ok');
    await platform.stopService('test-attempt', 'SIGKILL');
    const started = Date.now();
    const down = await waitFor(
      async () => {
        const answer = await health(platform.url);
        return answer.report.services['test-attempt'].status === 'down' ? answer : undefined;
      },
      { timeoutMs: 10_000 },
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(down.httpStatus).toBe(503);
    expect(down.report.status).toBe('error');

    await platform.startService('test-attempt');
    await waitFor(
      async () => ((await health(platform.url)).report.status === 'ok' ? true : undefined),
      {
        timeoutMs: 10_000,
      },
    );
  });

  it('reports a stopped payments service as degraded, not as an error', async () => {
    await platform.stopService('payments');
    const answer = await waitFor(
      async () => {
        const current = await health(platform.url);
        return current.report.services.payments.status === 'down' ? current : undefined;
      },
      { timeoutMs: 10_000 },
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.report.status).toBe('degraded');
    await platform.startService('payments');
  });

  it('delivers events published while a consumer was down once it returns', async () => {
    const received: DeliveredMessage[] = [];
    const consumer = (): Promise<MessageBus> =>
      Promise.resolve(
        createRedisStreamsBus({
          url: process.env.REDIS_URL!,
          prefix: platform.streamPrefix,
          consumerName: 'e2e-observer',
        }),
      );
    const subscribe = async (bus: MessageBus) =>
      bus.subscribe({
        topic: 'identity.events',
        group: 'e2e-observer',
        handler: async (m) => void received.push(m),
      });

    const first = await consumer();
    await subscribe(first);
    await first.close();

    const response = await postJson(`${platform.url}/api/contact`, {
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      message: 'Sent while the observer was away',
    });
    expect(response.status).toBe(201);

    const second = await consumer();
    await subscribe(second);
    const message = await waitFor(
      async () => received.find((m) => m.type === 'contact-message-received.v1'),
      { timeoutMs: 15_000 },
    );
    expect(message.payload).toMatchObject({ email: 'lakshmi@example.in' });
    await second.close();
  });
});
