import type { Redis } from 'ioredis';

/** Entries counted one by one when Redis cannot give a group's lag; the figure is then a floor. */
const COUNT_LIMIT = 10_000;

interface GroupInfo {
  pending: number;
  lastDeliveredId: string;
  /** Null when Redis cannot tell (entries deleted in the middle of the stream). */
  lag: number | null;
}

const millisOf = (entryId: string): number => Number(entryId.split('-', 1)[0]);

/** `XINFO GROUPS` answers each group as a flat `[name, value, ...]` list. */
const groupInfo = async (
  commands: Redis,
  stream: string,
  group: string,
): Promise<GroupInfo | undefined> => {
  let groups: unknown;
  try {
    groups = await commands.xinfo('GROUPS', stream);
  } catch {
    return undefined; // The stream is gone (never written, or deleted): nothing to be behind on.
  }
  for (const flat of groups as unknown[][]) {
    const fields = new Map<string, string | number | null>();
    for (let i = 0; i + 1 < flat.length; i += 2) {
      fields.set(String(flat[i]), flat[i + 1] as string | number | null);
    }
    if (fields.get('name') === group) {
      const lag = fields.get('lag');
      return {
        pending: Number(fields.get('pending') ?? 0),
        lastDeliveredId: String(fields.get('last-delivered-id') ?? '0-0'),
        lag: lag === null || lag === undefined ? null : Number(lag),
      };
    }
  }
  return undefined;
};

/**
 * How far one group is behind on a topic's partition streams: entries delivered but not acked
 * (pending) plus entries not delivered yet (lag), and the server time (ms) of the oldest of them,
 * read from its entry id.
 */
export async function streamGroupLag(
  commands: Redis,
  streams: readonly string[],
  group: string,
): Promise<{ eventsBehind: number; oldestMs?: number }> {
  let eventsBehind = 0;
  let oldestMs: number | undefined;
  const older = (ms: number) => {
    oldestMs = oldestMs === undefined ? ms : Math.min(oldestMs, ms);
  };
  for (const stream of streams) {
    const info = await groupInfo(commands, stream, group);
    if (!info) {
      continue;
    }
    const next = (count: number) =>
      commands.xrange(stream, `(${info.lastDeliveredId}`, '+', 'COUNT', count);
    const undelivered = info.lag ?? (await next(COUNT_LIMIT)).length;
    eventsBehind += info.pending + undelivered;
    if (info.pending > 0) {
      const [, smallestId] = (await commands.xpending(stream, group)) as [number, string | null];
      if (smallestId) {
        older(millisOf(smallestId));
      }
    } else if (undelivered > 0) {
      const [first] = await next(1);
      if (first) {
        older(millisOf(first[0]));
      }
    }
  }
  return { eventsBehind, oldestMs };
}
