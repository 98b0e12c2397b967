import type { BusLogger } from '../bus-logger';
import { secondsSince, type BusObservers, type ConsumerLag } from '../bus-observer';
import { describeError, toDeadLetterMessage } from '../dead-letter';
import { retryDelay, type DeliveryPolicy } from '../delivery-policy';
import { InFlight } from '../in-flight';
import { invokeHandler } from '../invoke-handler';
import { KeyOrderedDispatcher } from '../key-ordered-dispatcher';
import type { BusMessage, DeliveredMessage, MessageHandler, Subscription } from '../message-bus';
import type { LogRecord, TopicLog } from './topic-log';

interface Member {
  handler: MessageHandler;
  policy: DeliveryPolicy;
  inFlight: InFlight;
}

interface Delivery {
  record: LogRecord;
  attempt: number;
}

export interface InProcessGroupDeps {
  concurrency: number;
  /** Records pulled from the log ahead of the handlers; bounds memory per group. */
  bufferSize: number;
  deadLetter(message: BusMessage): Promise<void>;
  observers: BusObservers;
  logger: BusLogger;
}

/**
 * A consumer group on one topic: its own cursor into the topic log (so groups never affect each
 * other) and its own key-ordered dispatcher. The group outlives its members: when the last one
 * closes, delivery pauses with position and pending retries kept, as a Kafka group keeps its
 * committed offset.
 */
export class InProcessGroup {
  private cursor: number;
  private readonly members: Member[] = [];
  private nextMember = 0;
  private pullScheduled = false;
  /** Publish times of the records pulled and not finished, by offset (oldest first). */
  private readonly inHand = new Map<number, number>();
  private readonly dispatcher: KeyOrderedDispatcher<Delivery>;

  constructor(
    private readonly log: TopicLog,
    readonly group: string,
    private readonly deps: InProcessGroupDeps,
  ) {
    this.cursor = log.firstOffset;
    this.dispatcher = new KeyOrderedDispatcher<Delivery>({
      concurrency: deps.concurrency,
      execute: (delivery) => this.execute(delivery),
      onSettled: () => this.pull(),
      onUnexpectedError: (error) =>
        deps.logger.error('in-process delivery failed unexpectedly', {
          error: describeError(error),
        }),
    });
    this.dispatcher.pause();
  }

  get topic(): string {
    return this.log.topic;
  }

  /** Next offset to pull, while the group has members; a group nobody listens to pins nothing. */
  get unreadFrom(): number {
    return this.members.length > 0 ? this.cursor : Number.POSITIVE_INFINITY;
  }

  /** Records pulled and not finished, plus those not pulled yet; the oldest one's age. */
  lag(now: number): ConsumerLag {
    const nextToPull = Math.max(this.cursor, this.log.firstOffset);
    const unread = Math.max(0, this.log.nextOffset - nextToPull);
    const oldestInHand = this.inHand.values().next();
    const oldest = oldestInHand.done
      ? unread > 0
        ? this.log.at(nextToPull)?.publishedAt
        : undefined
      : oldestInHand.value;
    return {
      topic: this.log.topic,
      group: this.group,
      eventsBehind: this.inHand.size + unread,
      secondsBehind: secondsSince(oldest, now),
    };
  }

  join(handler: MessageHandler, policy: DeliveryPolicy): Subscription {
    const member: Member = { handler, policy, inFlight: new InFlight() };
    this.members.push(member);
    this.dispatcher.resume();
    this.schedulePull();
    return { close: () => this.leave(member) };
  }

  /** Deferred so handlers never run inside the publisher's call stack. */
  schedulePull(): void {
    if (!this.pullScheduled) {
      this.pullScheduled = true;
      queueMicrotask(() => {
        this.pullScheduled = false;
        this.pull();
      });
    }
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }

  private async leave(member: Member): Promise<void> {
    const index = this.members.indexOf(member);
    if (index >= 0) {
      this.members.splice(index, 1);
    }
    if (this.members.length === 0) {
      this.dispatcher.pause();
    }
    await member.inFlight.whenIdle();
  }

  private pull(): void {
    if (this.members.length === 0) {
      return;
    }
    while (this.dispatcher.size < this.deps.bufferSize && this.cursor < this.log.nextOffset) {
      if (this.cursor < this.log.firstOffset) {
        this.deps.logger.error(
          'in-process group fell behind the retained log; skipping trimmed messages',
          {
            topic: this.log.topic,
            group: this.group,
            skipped: this.log.firstOffset - this.cursor,
          },
        );
        this.cursor = this.log.firstOffset;
        continue;
      }
      const record = this.log.at(this.cursor) as LogRecord;
      this.cursor += 1;
      this.inHand.set(record.offset, record.publishedAt);
      this.dispatcher.enqueue(record.key, { record, attempt: 1 });
    }
    this.log.trim();
  }

  private async execute(delivery: Delivery): Promise<number | undefined> {
    const delay = await this.attempt(delivery);
    if (delay === undefined) {
      this.inHand.delete(delivery.record.offset);
    }
    return delay;
  }

  private async attempt(delivery: Delivery): Promise<number | undefined> {
    const member = this.pickMember();
    if (!member) {
      return 0; // Only reachable between a last leave and the pause taking effect; retried on resume.
    }
    const message = toDelivered(delivery, this.log.topic);
    member.inFlight.enter();
    try {
      const outcome = await invokeHandler(member.handler, message, this.group, 'in-process');
      if (outcome.ok) {
        return undefined;
      }
      if (delivery.attempt >= member.policy.maxAttempts) {
        await this.deadLetter(message, delivery.attempt, outcome.error);
        return undefined;
      }
      this.deps.logger.warn('handler failed; will redeliver', {
        topic: message.topic,
        group: this.group,
        id: message.id,
        attempt: delivery.attempt,
        error: describeError(outcome.error),
      });
      const delay = retryDelay(member.policy, delivery.attempt);
      delivery.attempt += 1;
      return delay;
    } finally {
      member.inFlight.leave();
    }
  }

  private async deadLetter(
    message: DeliveredMessage,
    attempts: number,
    error: unknown,
  ): Promise<void> {
    const reason = describeError(error);
    this.deps.logger.error('handler failed on its last attempt; dead-lettering', {
      topic: message.topic,
      group: this.group,
      id: message.id,
      attempts,
      reason,
    });
    this.deps.observers.deadLettered({
      topic: message.topic,
      group: this.group,
      id: message.id,
      type: message.type,
      attempts,
    });
    try {
      await this.deps.deadLetter(toDeadLetterMessage(message, this.group, attempts, reason));
    } catch (publishError) {
      this.deps.logger.error('dead-letter publish failed; message dropped', {
        id: message.id,
        error: describeError(publishError),
      });
    }
  }

  private pickMember(): Member | undefined {
    if (this.members.length === 0) {
      return undefined;
    }
    this.nextMember = (this.nextMember + 1) % this.members.length;
    return this.members[this.nextMember];
  }
}

/** A fresh copy per delivery: a handler mutating its message cannot affect another group's. */
function toDelivered(delivery: Delivery, topic: string): DeliveredMessage {
  const { record } = delivery;
  return {
    id: record.id,
    type: record.type,
    key: record.key,
    headers: { ...record.headers },
    payload: JSON.parse(record.payloadJson) as unknown,
    topic,
    attempt: delivery.attempt,
  };
}
