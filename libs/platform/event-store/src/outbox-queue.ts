import { eventStoreTables } from './schema-name';
import type { SqlExecutor } from './sql-database';

export interface ClaimedOutboxRow {
  id: bigint;
  message_id: string;
  topic: string;
  key: string;
  type: string;
  payload: unknown;
  headers: Record<string, string>;
  attempts: number;
}

const leaseExpired = (column: string) =>
  `${column} < now() - $2::float8 * interval '1 millisecond'`;

/**
 * Claims publishable rows: pending and due, or in progress under an expired lease (the relay that
 * claimed them died). A row waits while an earlier row with the same topic and key is being
 * published or is backing off, so retries do not reorder a key. SKIP LOCKED lets relays in
 * several processes claim disjoint rows without waiting on each other.
 */
export async function claimOutbox(
  executor: SqlExecutor,
  schema: string,
  claim: { limit: number; leaseMs: number; token: string },
): Promise<ClaimedOutboxRow[]> {
  const { outbox } = eventStoreTables(schema);
  const result = await executor.query<ClaimedOutboxRow>(
    `with candidates as (
       select o.id from ${outbox} o
       where ((o.status = 'pending' and o.available_at <= now())
           or (o.status = 'in_progress' and ${leaseExpired('o.claimed_at')}))
         and not exists (
           select 1 from ${outbox} earlier
           where earlier.topic = o.topic and earlier.key = o.key and earlier.id < o.id
             and ((earlier.status = 'in_progress' and not ${leaseExpired('earlier.claimed_at')})
               or (earlier.status = 'pending' and earlier.available_at > now())))
       order by o.id
       limit $1
       for update of o skip locked
     )
     update ${outbox} o
     set status = 'in_progress', claimed_at = now(), claim_token = $3::uuid, attempts = o.attempts + 1
     from candidates where o.id = candidates.id
     returning o.id, o.message_id, o.topic, o.key, o.type, o.payload, o.headers, o.attempts`,
    [claim.limit, claim.leaseMs, claim.token],
  );
  return result.rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Only rows still held by this claim: a relay whose lease ran out must not overwrite a newer claim. */
export async function markPublished(
  executor: SqlExecutor,
  schema: string,
  ids: readonly bigint[],
  token: string,
): Promise<void> {
  const { outbox } = eventStoreTables(schema);
  await executor.query(
    `update ${outbox} set status = 'published', published_at = now(), last_error = null, claim_token = null
     where id = any($1::bigint[]) and claim_token = $2::uuid`,
    [ids.map(String), token],
  );
}

/** Back to pending with exponential backoff, or failed once the attempts are spent. */
export async function markFailed(
  executor: SqlExecutor,
  schema: string,
  ids: readonly bigint[],
  token: string,
  failure: { error: string; maxAttempts: number; backoffMs: number; maxBackoffMs: number },
): Promise<void> {
  const { outbox } = eventStoreTables(schema);
  await executor.query(
    `update ${outbox}
     set status = case when attempts >= $3 then 'failed' else 'pending' end,
         last_error = $4,
         available_at = now() + least($5::float8 * power(2, greatest(attempts - 1, 0)), $6::float8) * interval '1 millisecond',
         claim_token = null
     where id = any($1::bigint[]) and claim_token = $2::uuid`,
    [
      ids.map(String),
      token,
      failure.maxAttempts,
      failure.error,
      failure.backoffMs,
      failure.maxBackoffMs,
    ],
  );
}

/**
 * Deletes up to `limit` rows published before the retention window; never pending, in-progress
 * or failed ones (those are work, or evidence). Returns how many went.
 */
export async function prunePublishedOutbox(
  executor: SqlExecutor,
  schema: string,
  options: { retainMs: number; limit: number },
): Promise<number> {
  const { outbox } = eventStoreTables(schema);
  const result = await executor.query<{ id: bigint }>(
    `delete from ${outbox} where id in (
       select id from ${outbox}
       where status = 'published' and published_at < now() - $1::float8 * interval '1 millisecond'
       order by id limit $2)
     returning id`,
    [options.retainMs, options.limit],
  );
  return result.rows.length;
}
