import { parentRegisteredV1 } from '@abhyas/contracts';
import { InProcessBus } from '@abhyas/messaging';
import pino from 'pino';
import { definePolicy } from './define-policy';
import { runPolicies, UndeclaredConsumerError } from './run-policies';

describe('runPolicies', () => {
  const bus = new InProcessBus();
  afterAll(() => bus.close());
  const welcome = definePolicy({
    name: 'welcome-bonus',
    on: parentRegisteredV1,
    idempotentBy: 'the parent id',
    handle: async () => undefined,
  });

  it('subscribes a policy on a topic that declares its service as a consumer', async () => {
    const subscriptions = await runPolicies(
      'credits-ledger',
      bus,
      [welcome],
      pino({ level: 'silent' }),
    );

    expect(subscriptions).toHaveLength(1);
    await Promise.all(subscriptions.map((subscription) => subscription.close()));
  });

  it('refuses one whose topic does not: the producer would never send it anything', async () => {
    await expect(
      runPolicies('payments', bus, [welcome], pino({ level: 'silent' })),
    ).rejects.toBeInstanceOf(UndeclaredConsumerError);
    expect((await bus.consumerLag()).map((lag) => lag.group)).not.toContain('payments');
  });
});
