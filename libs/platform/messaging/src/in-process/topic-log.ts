import { FifoQueue } from '../fifo-queue';

/** A published message as the in-process bus keeps it: payload as JSON, like on a real wire. */
export interface LogRecord {
  offset: number;
  id: string;
  type: string;
  key: string;
  headers: Record<string, string>;
  payloadJson: string;
  /** Epoch ms of the publish, for the consumer lag in seconds. */
  publishedAt: number;
}

export interface TopicLogLimits {
  /** Newest records kept for groups that subscribe later. */
  retention: number;
  /** Records kept at most, whatever is unread: the last line before running out of memory. */
  maxBacklog: number;
  /** Oldest offset a group with live members has not pulled yet; such records are never trimmed below maxBacklog. */
  unreadFloor(): number;
}

/**
 * One topic's messages with Kafka-like offsets. Retention is a count, not time, so the standalone
 * shape cannot grow without bound, yet a burst never costs a subscribed group a message: records
 * a live group has not pulled are kept until it has (up to maxBacklog). A group that subscribes
 * late, or whose members all left, starts from the oldest record still held.
 */
export class TopicLog {
  private readonly records = new FifoQueue<LogRecord>();
  private next = 0;
  private dropped = 0;

  constructor(
    readonly topic: string,
    private readonly limits: TopicLogLimits,
  ) {}

  /** Unread records lost to maxBacklog so far. */
  get droppedUnread(): number {
    return this.dropped;
  }

  get firstOffset(): number {
    return this.next - this.records.length;
  }

  get nextOffset(): number {
    return this.next;
  }

  append(record: Omit<LogRecord, 'offset'>): void {
    this.records.push({ ...record, offset: this.next });
    this.next += 1;
    this.trim();
  }

  trim(): void {
    const { retention, maxBacklog } = this.limits;
    if (this.records.length <= retention) {
      return;
    }
    const floor = this.limits.unreadFloor();
    while (
      this.records.length > retention &&
      (this.firstOffset < floor || this.records.length > maxBacklog)
    ) {
      if (this.firstOffset >= floor) {
        this.dropped += 1;
      }
      this.records.shift();
    }
  }

  at(offset: number): LogRecord | undefined {
    return this.records.at(offset - this.firstOffset);
  }
}
