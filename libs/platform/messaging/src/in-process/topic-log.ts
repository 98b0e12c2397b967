import { FifoQueue } from '../fifo-queue';

/** A published message as the in-process bus keeps it: payload as JSON, like on a real wire. */
export interface LogRecord {
  offset: number;
  id: string;
  type: string;
  key: string;
  headers: Record<string, string>;
  payloadJson: string;
}

/**
 * One topic's retained messages with Kafka-like offsets. Retention is a count, not time: the
 * standalone shape must not grow without bound, and a group that subscribes late (or falls
 * that far behind) starts from the oldest record still held.
 */
export class TopicLog {
  private readonly records = new FifoQueue<LogRecord>();
  private next = 0;

  constructor(
    readonly topic: string,
    private readonly retention: number,
  ) {}

  get firstOffset(): number {
    return this.next - this.records.length;
  }

  get nextOffset(): number {
    return this.next;
  }

  append(record: Omit<LogRecord, 'offset'>): void {
    this.records.push({ ...record, offset: this.next });
    this.next += 1;
    while (this.records.length > this.retention) {
      this.records.shift();
    }
  }

  at(offset: number): LogRecord | undefined {
    return this.records.at(offset - this.firstOffset);
  }
}
