import { consumersOf, type ServiceName } from '@abhyas/contracts';
import type { DeliveredMessage, MessageBus, Subscription } from '@abhyas/messaging';
import type { Logger } from 'pino';
import type { Policy } from './define-policy';

/** A message its contract's schema refuses: redelivery will not mend it, the dead letter shows it. */
export class MalformedMessageError extends Error {
  override readonly name = 'MalformedMessageError';
}

/** A policy on a topic whose consumers (`EVENT_CONSUMERS`) do not list its service. */
export class UndeclaredConsumerError extends Error {
  override readonly name = 'UndeclaredConsumerError';

  constructor(service: ServiceName, topic: string) {
    super(
      `${service} has a policy on ${topic}, but EVENT_CONSUMERS in @abhyas/contracts does not ` +
        `list ${service} as its consumer: its producer would never send it (add it there)`,
    );
  }
}

/**
 * Subscribes a service's policies: one consumer group per service (its name) on each topic its
 * policies listen to, dispatching each message by type to its policies after checking the
 * payload against the contract. Types no policy names are acknowledged and skipped. A failure
 * is thrown to the bus, which redelivers with backoff and dead-letters past its limit.
 */
export const runPolicies = async (
  service: ServiceName,
  bus: MessageBus,
  policies: readonly Policy[],
  logger: Logger,
): Promise<Subscription[]> => {
  const byTopic = new Map<string, Map<string, Policy[]>>();
  for (const policy of policies) {
    if (!consumersOf(policy.on.topic).includes(service)) {
      throw new UndeclaredConsumerError(service, policy.on.topic);
    }
    const byType = byTopic.get(policy.on.topic) ?? new Map<string, Policy[]>();
    byType.set(policy.on.type, [...(byType.get(policy.on.type) ?? []), policy]);
    byTopic.set(policy.on.topic, byType);
  }
  const dispatch = (byType: Map<string, Policy[]>) => async (message: DeliveredMessage) => {
    const handlers = byType.get(message.type);
    if (!handlers) {
      return;
    }
    for (const policy of handlers) {
      const parsed = policy.on.schema.safeParse(message.payload);
      if (!parsed.success) {
        logger.error(
          { policy: policy.name, messageId: message.id, type: message.type },
          'malformed event: it will be dead-lettered',
        );
        throw new MalformedMessageError(`${message.type} ${message.id}: ${parsed.error.message}`);
      }
      await policy.run(parsed.data, message);
    }
  };
  const subscriptions: Subscription[] = [];
  for (const [topic, byType] of byTopic) {
    subscriptions.push(await bus.subscribe({ topic, group: service, handler: dispatch(byType) }));
  }
  return subscriptions;
};
