/** How far one consumer group is behind its topic, as `MessageBus.consumerLag()` reports it. */
export interface ConsumerLag {
  topic: string;
  group: string;
  /** Messages published to the topic that the group has not finished with (unread or in hand). */
  eventsBehind: number;
  /** Age in seconds of the oldest of them; 0 when the group is caught up. */
  secondsBehind: number;
}

/** A message a group gave up on and sent to `deadLetterTopic(topic)`. */
export interface DeadLetterNotice {
  topic: string;
  group: string;
  id: string;
  type: string;
  attempts: number;
}

/**
 * What the runtime watches on a bus (`bus.observe(observer)`): the metrics live there, so the
 * messaging library needs no metrics client. Observers are called synchronously and must not throw.
 */
export interface BusObserver {
  deadLettered?(notice: DeadLetterNotice): void;
}

/** The observers of one bus; an observer that throws is ignored rather than failing a delivery. */
export class BusObservers {
  private readonly observers = new Set<BusObserver>();

  add(observer: BusObserver): () => void {
    this.observers.add(observer);
    return () => {
      this.observers.delete(observer);
    };
  }

  deadLettered(notice: DeadLetterNotice): void {
    for (const observer of this.observers) {
      try {
        observer.deadLettered?.(notice);
      } catch {
        // Metrics must never decide whether a message is delivered.
      }
    }
  }
}

/** Seconds from `oldestMs` to `nowMs`, never negative (clocks of two hosts may disagree). */
export const secondsSince = (oldestMs: number | undefined, nowMs: number): number =>
  oldestMs === undefined ? 0 : Math.max(0, (nowMs - oldestMs) / 1000);
