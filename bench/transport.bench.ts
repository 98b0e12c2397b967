/**
 * Transport benchmark: publish-to-handled throughput and latency of the Redis Streams bus, with
 * the in-process bus measured in the same run as the baseline.
 *
 *   REDIS_URL=redis://127.0.0.1:6379 node -r ./bench/register.js bench/transport.bench.ts
 *
 * Two phases per adapter, one consumer group, a no-op handler:
 *   burst  BENCH_MESSAGES (default 20 000) in batches of 500 as fast as publish returns;
 *          latency there is mostly queueing behind the burst.
 *   paced  2 000 messages in batches of 20 every 10 ms (~2 000 msg/s), well under capacity:
 *          the latency a message sees on a quiet system.
 * Bounded: at most 200 000 messages, 60 s per phase, 5 min overall.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import {
  createRedisStreamsBus,
  InProcessBus,
  silentBusLogger,
  type BusMessage,
  type MessageBus,
} from '@abhyas/messaging';

const BURST_MESSAGES = Math.min(
  Math.max(Number(process.env.BENCH_MESSAGES ?? 20_000) || 20_000, 1_000),
  200_000,
);
const BURST_BATCH = 500;
const PACED_MESSAGES = 2_000;
const PACED_BATCH = 20;
const PACED_INTERVAL_MS = 10;
const KEYS = 1_000;
const PHASE_LIMIT_MS = 60_000;
const OVERALL_LIMIT_MS = 5 * 60_000;

interface PhaseResult {
  adapter: string;
  phase: string;
  messages: number;
  handled: number;
  'publish s': number;
  'total s': number;
  'msg/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  'peak RSS MB': number;
}

const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const peakRssMb = (): number => round(process.resourceUsage().maxRSS / 1024, 0);

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
}

async function runPhase(
  adapter: string,
  phase: string,
  bus: MessageBus,
  count: number,
  batchSize: number,
  intervalMs: number,
): Promise<PhaseResult> {
  const topic = `bench.${phase}.${randomUUID().slice(0, 8)}`;
  const publishedAt = new Float64Array(count);
  const latencies = new Float64Array(count);
  let handled = 0;
  let lastHandledAt = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  await bus.subscribe({
    topic,
    group: 'bench',
    handler: async (message) => {
      const now = performance.now();
      latencies[handled] = now - publishedAt[(message.payload as { seq: number }).seq];
      handled += 1;
      lastHandledAt = now;
      if (handled === count) {
        finish();
      }
    },
  });

  const started = performance.now();
  for (let first = 0; first < count; first += batchSize) {
    const batch: BusMessage[] = [];
    const at = performance.now();
    for (let seq = first; seq < Math.min(first + batchSize, count); seq += 1) {
      publishedAt[seq] = at;
      batch.push({
        id: randomUUID(),
        type: 'bench-event.v1',
        key: `learner-${seq % KEYS}`,
        payload: { seq },
        headers: {},
      });
    }
    await bus.publish(topic, batch);
    if (intervalMs > 0) {
      await sleep(Math.max(0, at + intervalMs - performance.now()));
    }
  }
  const publishMs = performance.now() - started;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    finished,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, PHASE_LIMIT_MS))),
  ]);
  clearTimeout(timer);
  if (handled < count) {
    console.warn(
      `${adapter} ${phase}: only ${handled}/${count} handled within ${PHASE_LIMIT_MS / 1000} s`,
    );
  }

  const totalMs = (handled > 0 ? lastHandledAt : performance.now()) - started;
  const sorted = latencies.slice(0, handled).sort();
  return {
    adapter,
    phase,
    messages: count,
    handled,
    'publish s': round(publishMs / 1000, 2),
    'total s': round(totalMs / 1000, 2),
    'msg/s': Math.round((handled / totalMs) * 1000),
    'p50 ms': round(percentile(sorted, 0.5)),
    'p99 ms': round(percentile(sorted, 0.99)),
    'max ms': round(sorted.length > 0 ? sorted[sorted.length - 1] : NaN),
    'peak RSS MB': peakRssMb(),
  };
}

async function benchAdapter(adapter: string, createBus: () => MessageBus): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const [phase, count, batch, interval] of [
    ['burst', BURST_MESSAGES, BURST_BATCH, 0],
    ['paced', PACED_MESSAGES, PACED_BATCH, PACED_INTERVAL_MS],
  ] as const) {
    const bus = createBus();
    try {
      results.push(await runPhase(adapter, phase, bus, count, batch, interval));
    } finally {
      await bus.close();
    }
  }
  return results;
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) {
        await redis.unlink(...keys);
      }
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

async function main(): Promise<void> {
  const overall = setTimeout(() => {
    console.error(`transport bench exceeded ${OVERALL_LIMIT_MS / 1000} s; aborting`);
    process.exit(1);
  }, OVERALL_LIMIT_MS);
  overall.unref();

  console.log(
    `transport bench: node ${process.version}, burst ${BURST_MESSAGES} msgs (batches of ${BURST_BATCH}), paced ${PACED_MESSAGES} msgs, ${KEYS} keys, one group, no-op handler`,
  );
  const results = await benchAdapter(
    'in-process',
    () => new InProcessBus({ logger: silentBusLogger }),
  );

  const url = process.env.REDIS_URL;
  if (url) {
    const prefix = `abhyas-bench-${randomUUID().slice(0, 8)}`;
    console.log(
      `redis-streams: ${url}, prefix ${prefix}, 4 partitions, concurrency 16, readCount 100`,
    );
    try {
      results.push(
        ...(await benchAdapter('redis-streams', () =>
          createRedisStreamsBus({ url, prefix, logger: silentBusLogger }),
        )),
      );
    } finally {
      await deleteKeys(url, prefix);
    }
  } else {
    console.log(
      'redis-streams: skipped, REDIS_URL is not set (e.g. REDIS_URL=redis://127.0.0.1:6379)',
    );
  }

  console.table(results);
  console.log(`peak RSS of the whole run: ${peakRssMb()} MB`);
  clearTimeout(overall);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
