import type { Redis } from 'ioredis';
import type { StreamKeys } from './stream-keys';

/**
 * One round trip per heartbeat, atomic so two consumers never both see a partition as free:
 * refresh our membership (scored with the server's clock, so hosts' clocks never matter), drop
 * members whose heartbeat lapsed, renew every lease we hold (including partitions we are
 * draining to hand over) and take the free partitions that are ours by the deterministic split:
 * partition p belongs to the member at index p mod (live members) in name order.
 */
const HEARTBEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local me = ARGV[1]
local ttl = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + ttl, me)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('PEXPIRE', KEYS[1], ttl * 10)
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
table.sort(members)
local index = 0
for i, member in ipairs(members) do
  if member == me then index = i - 1 end
end
local owned = {}
for p = 0, #KEYS - 2 do
  local lease = KEYS[p + 2]
  local holder = redis.call('GET', lease)
  if holder == me then
    redis.call('PEXPIRE', lease, ttl)
    table.insert(owned, p)
  elseif (not holder) and (p % #members == index) then
    redis.call('SET', lease, me, 'PX', ttl)
    table.insert(owned, p)
  end
end
return { #members, index, owned }
`;

/** Deletes a lease only if we still hold it: after an expiry it may already be someone else's. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

/**
 * Forgets consumers of a stream's group that hold nothing and have been idle for long (dead
 * instances; consumer names are unique per run), atomically so none takes an entry in between.
 */
const PRUNE_CONSUMERS = `
local removed = 0
for _, info in ipairs(redis.call('XINFO', 'CONSUMERS', KEYS[1], ARGV[1])) do
  local fields = {}
  for i = 1, #info, 2 do fields[info[i]] = info[i + 1] end
  if fields['name'] ~= ARGV[2] and tonumber(fields['pending']) == 0 and tonumber(fields['idle']) > tonumber(ARGV[3]) then
    redis.call('XGROUP', 'DELCONSUMER', KEYS[1], ARGV[1], fields['name'])
    removed = removed + 1
  end
end
return removed
`;

/** A consumer closing cleanly removes its name unless it still holds entries someone must claim. */
const FORGET_CONSUMER = `
if #redis.call('XPENDING', KEYS[1], ARGV[1], '-', '+', 1, ARGV[2]) == 0 then
  return redis.call('XGROUP', 'DELCONSUMER', KEYS[1], ARGV[1], ARGV[2])
end
return -1
`;

export interface LeaseView {
  /** Live members of the group, this one included. */
  members: number;
  /** This member's place in name order; it wants partitions p with p % members === index. */
  index: number;
  /** Partitions whose lease this member holds after the heartbeat. */
  owned: number[];
}

export function wantsPartition(view: LeaseView, partition: number): boolean {
  return partition % view.members === view.index;
}

export class PartitionLeases {
  constructor(
    private readonly redis: Redis,
    private readonly keys: StreamKeys,
    private readonly topic: string,
    private readonly group: string,
    private readonly consumer: string,
    private readonly leaseMs: number,
  ) {}

  async heartbeat(): Promise<LeaseView> {
    const leaseKeys = this.keys.leases(this.topic, this.group);
    const reply = await this.redis.eval(
      HEARTBEAT,
      1 + leaseKeys.length,
      this.keys.members(this.topic, this.group),
      ...leaseKeys,
      this.consumer,
      this.leaseMs,
    );
    return parseLeaseView(reply);
  }

  async release(partition: number): Promise<void> {
    await this.redis.eval(
      RELEASE,
      1,
      this.keys.lease(this.topic, this.group, partition),
      this.consumer,
    );
  }

  async leave(): Promise<void> {
    await this.redis.zrem(this.keys.members(this.topic, this.group), this.consumer);
  }

  async forget(partition: number): Promise<void> {
    await this.redis.eval(
      FORGET_CONSUMER,
      1,
      this.keys.stream(this.topic, partition),
      this.group,
      this.consumer,
    );
  }

  async pruneConsumers(partition: number, idleMs: number): Promise<number> {
    const removed = await this.redis.eval(
      PRUNE_CONSUMERS,
      1,
      this.keys.stream(this.topic, partition),
      this.group,
      this.consumer,
      idleMs,
    );
    return typeof removed === 'number' ? removed : 0;
  }
}

function parseLeaseView(reply: unknown): LeaseView {
  if (!Array.isArray(reply) || reply.length !== 3 || !Array.isArray(reply[2])) {
    throw new TypeError(`unexpected heartbeat reply: ${JSON.stringify(reply)}`);
  }
  const [members, index, owned] = reply as [unknown, unknown, unknown[]];
  return { members: Number(members), index: Number(index), owned: owned.map(Number) };
}
