import { hostname } from 'node:os';
import type { RedisOptions } from 'ioredis';
import type { BusLogger } from '../bus-logger';
import { DEFAULT_MAX_BACKOFF_MS } from '../delivery-policy';
import { MessagingErrorCode, MessagingException } from '../messaging.exception';

export interface RedisStreamsBusOptions {
  /** `redis://[user:password@]host:port[/db]`; `rediss://` for TLS. */
  url: string;
  /** Namespace of every key this bus writes. Default `abhyas`. */
  prefix?: string;
  /** Streams per topic; a key always lands on the same one. Default 4. Fixed for a topic's life. */
  partitions?: number;
  /** Identifies this instance in lease holders and Redis consumer names. Default `<hostname>-<pid>`. */
  consumerName?: string;
  /** Handlers running at once per subscription (different keys). Default 16. */
  concurrency?: number;
  /** Entries per XREADGROUP. Default 100. */
  readCount?: number;
  /** XREADGROUP BLOCK; also bounds how long a newly owned partition waits to be read. Default 1000 ms. */
  blockMs?: number;
  /** Partition lease lifetime: how long a dead member's partitions wait for a new owner. Default 10 s. */
  leaseMs?: number;
  /** Lease renewal period. Default leaseMs / 3. */
  heartbeatMs?: number;
  /** How often an owner looks for entries stranded in other consumers' pending lists. Default 30 s. */
  reclaimIntervalMs?: number;
  /** How long an entry must sit unacknowledged before that backstop claims it. Default 60 s. */
  reclaimIdleMs?: number;
  /** Approximate cap per partition stream (XADD MAXLEN ~). Default 100 000. */
  maxLen?: number;
  maxBackoffMs?: number;
  /** ping() gives up after this long. Default 1000 ms. */
  pingTimeoutMs?: number;
  logger?: BusLogger;
  /** Extra ioredis options (TLS, timeouts); `url` still decides where to connect. */
  redisOptions?: RedisOptions;
}

export type ResolvedRedisStreamsOptions = Required<
  Omit<RedisStreamsBusOptions, 'logger' | 'redisOptions'>
> &
  Pick<RedisStreamsBusOptions, 'logger' | 'redisOptions'>;

export function resolveRedisStreamsOptions(
  options: RedisStreamsBusOptions,
): ResolvedRedisStreamsOptions {
  const leaseMs = options.leaseMs ?? 10_000;
  const resolved: ResolvedRedisStreamsOptions = {
    url: options.url,
    prefix: options.prefix ?? 'abhyas',
    partitions: options.partitions ?? 4,
    consumerName: options.consumerName ?? `${hostname()}-${process.pid}`,
    concurrency: options.concurrency ?? 16,
    readCount: options.readCount ?? 100,
    blockMs: options.blockMs ?? 1_000,
    leaseMs,
    heartbeatMs: options.heartbeatMs ?? Math.max(10, Math.floor(leaseMs / 3)),
    reclaimIntervalMs: options.reclaimIntervalMs ?? 30_000,
    reclaimIdleMs: options.reclaimIdleMs ?? 60_000,
    maxLen: options.maxLen ?? 100_000,
    maxBackoffMs: options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS,
    pingTimeoutMs: options.pingTimeoutMs ?? 1_000,
    logger: options.logger,
    redisOptions: options.redisOptions,
  };
  if (!Number.isInteger(resolved.partitions) || resolved.partitions < 1) {
    throw new MessagingException(
      MessagingErrorCode.InvalidOptions,
      `partitions must be an integer >= 1, got ${resolved.partitions}`,
    );
  }
  if (resolved.heartbeatMs >= resolved.leaseMs) {
    throw new MessagingException(
      MessagingErrorCode.InvalidOptions,
      'heartbeatMs must be shorter than leaseMs, or leases lapse between renewals',
    );
  }
  if (/[:\s]/.test(resolved.prefix) || /\s/.test(resolved.consumerName)) {
    throw new MessagingException(
      MessagingErrorCode.InvalidOptions,
      'prefix cannot contain ":" or whitespace; consumerName cannot contain whitespace',
    );
  }
  return resolved;
}
