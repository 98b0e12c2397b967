import type { Redis } from 'ioredis';

interface Batch {
  ids: string[];
  settle: Array<{ resolve(): void; reject(error: unknown): void }>;
}

/**
 * Coalesces the acks of one event-loop turn into one XACK per stream. Per-message XACKs cost more
 * client CPU (command objects, writes) than the handlers of a busy consumer; each caller still
 * learns whether its own ack landed.
 */
export class AckBatcher {
  private batches = new Map<string, Batch>();
  private scheduled = false;

  constructor(
    private readonly redis: Redis,
    private readonly group: string,
  ) {}

  ack(stream: string, id: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let batch = this.batches.get(stream);
      if (!batch) {
        batch = { ids: [], settle: [] };
        this.batches.set(stream, batch);
      }
      batch.ids.push(id);
      batch.settle.push({ resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batches = this.batches;
    this.batches = new Map();
    this.scheduled = false;
    for (const [stream, { ids, settle }] of batches) {
      this.redis.xack(stream, this.group, ...ids).then(
        () => settle.forEach(({ resolve }) => resolve()),
        (error: unknown) => settle.forEach(({ reject }) => reject(error)),
      );
    }
  }
}
