import { randomUUID } from 'node:crypto';
import type { BusMessage, DeliveredMessage, MessageHandler } from '../src';

/** Shared by every topic this test process creates, so a broker's leftovers can be found and deleted. */
export const testRunId = randomUUID().slice(0, 8);
let topicCount = 0;

/** A topic no other test (or earlier run against the same broker) has used. */
export function uniqueTopic(name: string): string {
  topicCount += 1;
  return `contract.${testRunId}.${name}.${topicCount}`;
}

export function testMessage(
  key: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
): BusMessage {
  return { id: randomUUID(), type: 'contract-test.v1', key, payload, headers };
}

/** Records what a handler received, in arrival order. */
export class Recorder {
  readonly received: DeliveredMessage[] = [];

  readonly handler: MessageHandler = async (message) => {
    this.received.push(message);
  };

  ids(): string[] {
    return this.received.map((message) => message.id);
  }

  has(count: number): boolean {
    return this.received.length >= count;
  }
}
