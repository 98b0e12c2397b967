import { SERVICE_NAMES, serviceSchema } from '@abhyas/contracts';
import { eventStoreTables, type SqlDatabase } from '@abhyas/event-store';
import type { MessageBus } from '@abhyas/messaging';

/**
 * Where every service's event log and outbox stand: the last global position and outbox id of
 * each schema. Appends only move them, and a rolled-back append leaves them where they were.
 */
export const writeMark = async (db: SqlDatabase): Promise<string> => {
  const parts = SERVICE_NAMES.map((service) => {
    const tables = eventStoreTables(serviceSchema(service));
    return `select '${service}' as service,
      (select coalesce(max(global_position), 0) from ${tables.events})::text as events,
      (select coalesce(max(id), 0) from ${tables.outbox})::text as outbox`;
  });
  const rows = await db.query<{ service: string; events: string; outbox: string }>(
    parts.join(' union all '),
  );
  return rows.rows.map((row) => `${row.service}:${row.events}/${row.outbox}`).join(' ');
};

const unsent = async (db: SqlDatabase): Promise<number> => {
  const parts = SERVICE_NAMES.map(
    (service) =>
      `select count(*)::int as n from ${eventStoreTables(serviceSchema(service)).outbox}
       where status in ('pending', 'in_progress')`,
  );
  const rows = await db.query<{ n: number }>(parts.join(' union all '));
  return rows.rows.reduce((sum, row) => sum + Number(row.n), 0);
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until what an accepted request set going has finished: every outbox sent, every
 * consumer caught up, and the logs still between two looks. Gives up after `maxMs` (a consumer
 * backing off a failure), answering false.
 */
export const settle = async (
  db: SqlDatabase,
  bus: Pick<MessageBus, 'consumerLag'>,
  maxMs = 10_000,
): Promise<boolean> => {
  const deadline = Date.now() + maxMs;
  let last = await writeMark(db);
  while (Date.now() < deadline) {
    await pause(10);
    const lag = await bus.consumerLag();
    const mark = await writeMark(db);
    if (
      mark === last &&
      (await unsent(db)) === 0 &&
      lag.every((group) => group.eventsBehind === 0)
    ) {
      return true;
    }
    last = mark;
  }
  return false;
};
