import type { Redis } from 'ioredis';

export interface ClaimedEntry {
  id: string;
  fields: string[];
  /** The group's delivery count for the entry after this claim. */
  deliveries: number;
}

const BATCH = 100;

/**
 * Moves entries of `stream` pending in the group for at least `minIdleMs` to `consumer` (any
 * consumer's: a dead owner's included) and returns them in stream order with their delivery
 * counts. Entries trimmed away while pending come back without fields; Redis drops those from
 * the pending list itself and they are skipped here.
 */
export async function claimPending(
  redis: Redis,
  stream: string,
  group: string,
  consumer: string,
  minIdleMs: number,
): Promise<ClaimedEntry[]> {
  const claimed: ClaimedEntry[] = [];
  let cursor = '0-0';
  do {
    const [next, entries] = parseAutoClaim(
      await redis.xautoclaim(stream, group, consumer, minIdleMs, cursor, 'COUNT', BATCH),
    );
    const counts = await deliveryCounts(
      redis,
      stream,
      group,
      consumer,
      entries.map(([id]) => id),
    );
    for (const [id, fields] of entries) {
      const deliveries = counts.get(id);
      // No longer pending to us: acked in between (by our own handler, if it held the entry).
      if (deliveries !== undefined) {
        claimed.push({ id, fields, deliveries });
      }
    }
    cursor = next;
  } while (cursor !== '0-0');
  return claimed;
}

/** Bumps an entry's delivery count before a retry; false when the entry is no longer pending. */
export async function claimForRetry(
  redis: Redis,
  stream: string,
  group: string,
  consumer: string,
  id: string,
): Promise<boolean> {
  const reply = (await redis.xclaim(stream, group, consumer, 0, id)) as unknown;
  return (
    Array.isArray(reply) && reply.some((entry) => Array.isArray(entry) && Array.isArray(entry[1]))
  );
}

async function deliveryCounts(
  redis: Redis,
  stream: string,
  group: string,
  consumer: string,
  ids: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) {
    return counts;
  }
  const pipeline = redis.pipeline();
  ids.forEach((id) => pipeline.xpending(stream, group, id, id, 1, consumer));
  for (const [error, reply] of (await pipeline.exec()) ?? []) {
    if (error === null && Array.isArray(reply) && Array.isArray(reply[0])) {
      const [id, , , deliveries] = reply[0] as [string, string, number, number];
      counts.set(id, Number(deliveries));
    }
  }
  return counts;
}

function parseAutoClaim(reply: unknown): [string, Array<[string, string[]]>] {
  if (!Array.isArray(reply) || typeof reply[0] !== 'string' || !Array.isArray(reply[1])) {
    throw new TypeError(`unexpected XAUTOCLAIM reply: ${JSON.stringify(reply)}`);
  }
  const entries = (reply[1] as unknown[]).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry) && typeof entry[0] === 'string' && Array.isArray(entry[1]),
  );
  return [reply[0], entries];
}
