import { deliveryPolicy, type DeliveryPolicy } from './delivery-policy';
import type { BusMessage, MessageBus, SubscribeOptions, Subscription } from './message-bus';
import { MessagingErrorCode, MessagingException } from './messaging.exception';
import { injectTraceContext } from './trace-context';
import { assertName, toMessageList } from './validate-messages';

/**
 * What every adapter checks the same way before it touches its transport: that the bus is still
 * open, the names of a publish or a subscription, the messages, and the delivery policy. Each
 * adapter decides when it counts as closed (some drain their handlers first).
 */
export class BusGate {
  private closed = false;

  constructor(private readonly kind: MessageBus['kind']) {}

  get isClosed(): boolean {
    return this.closed;
  }

  markClosed(): void {
    this.closed = true;
  }

  assertOpen(): void {
    if (this.closed) {
      throw new MessagingException(MessagingErrorCode.BusClosed, `${this.kind} bus is closed`);
    }
  }

  /** One publish's messages, checked, each carrying the active trace context in its headers. */
  outgoing(topic: string, messages: BusMessage | readonly BusMessage[]): BusMessage[] {
    this.assertOpen();
    assertName('topic', topic);
    return toMessageList(messages).map((message) => ({
      ...message,
      headers: injectTraceContext(message.headers),
    }));
  }

  /** A subscription's names checked and its delivery policy settled. */
  subscribing(options: SubscribeOptions, maxBackoffMs?: number): DeliveryPolicy {
    this.assertOpen();
    assertName('topic', options.topic);
    assertName('group', options.group);
    return deliveryPolicy(options, maxBackoffMs);
  }
}

interface Member {
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a subscription's member and keeps it in `members` while it runs; one that fails to
 * start is dropped and `abandon`ed before the error is thrown, so it leaves nothing behind.
 */
export async function startMember<M extends Member>(
  members: Set<M>,
  member: M,
  abandon: (member: M) => Promise<void> | void,
): Promise<Subscription> {
  members.add(member);
  try {
    await member.start();
  } catch (error) {
    members.delete(member);
    await abandon(member);
    throw error;
  }
  return {
    close: async () => {
      await member.close();
      members.delete(member);
    },
  };
}

/** Closes every member at once (each drains its running handlers) and forgets them. */
export async function closeMembers(members: Set<{ close(): Promise<void> }>): Promise<void> {
  await Promise.all([...members].map((member) => member.close()));
  members.clear();
}
