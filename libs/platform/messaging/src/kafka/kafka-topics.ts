import type { Admin } from 'kafkajs';

/**
 * Creates topics on first use. Brokers in production usually disable auto-creation, and a
 * consumer subscribing to a topic that does not exist yet would fail. Cached per topic; a failed
 * attempt is forgotten so the next call retries.
 */
export class KafkaTopics {
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(
    private readonly admin: () => Promise<Admin>,
    private readonly numPartitions: number,
    private readonly replicationFactor: number,
  ) {}

  ensure(topic: string): Promise<void> {
    let ensured = this.ensured.get(topic);
    if (!ensured) {
      ensured = this.create(topic);
      this.ensured.set(topic, ensured);
      ensured.catch(() => this.ensured.delete(topic));
    }
    return ensured;
  }

  private async create(topic: string): Promise<void> {
    const admin = await this.admin();
    // Resolves false when the topic exists already: not an error here.
    await admin.createTopics({
      topics: [
        { topic, numPartitions: this.numPartitions, replicationFactor: this.replicationFactor },
      ],
      waitForLeaders: true,
    });
  }
}
