import { partitionOf } from '../partition';

/**
 * Key layout under one prefix. Topic and group names cannot contain ':' (see assertName), so
 * `<prefix>:<topic>:<partition>` never collides with the lease and member keys.
 */
export class StreamKeys {
  constructor(
    readonly prefix: string,
    readonly partitions: number,
  ) {}

  stream(topic: string, partition: number): string {
    return `${this.prefix}:${topic}:${partition}`;
  }

  streams(topic: string): string[] {
    return Array.from({ length: this.partitions }, (_, partition) => this.stream(topic, partition));
  }

  streamForKey(topic: string, key: string): string {
    return this.stream(topic, partitionOf(key, this.partitions));
  }

  lease(topic: string, group: string, partition: number): string {
    return `${this.prefix}:lease:${topic}:${group}:${partition}`;
  }

  leases(topic: string, group: string): string[] {
    return Array.from({ length: this.partitions }, (_, partition) =>
      this.lease(topic, group, partition),
    );
  }

  members(topic: string, group: string): string {
    return `${this.prefix}:members:${topic}:${group}`;
  }

  /** Everything this bus writes, for tests and tooling that clear a namespace. */
  pattern(): string {
    return `${this.prefix}:*`;
  }
}
