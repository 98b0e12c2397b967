import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { postJson } from '../harness/running-platform';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

/** Reads the data folder directly while the process is down, as an operator would. */
const countRecords = async (dataDir: string) => {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const events = await db.query<{ n: number }>(
      `select count(*)::int as n from identity.events where type = 'ContactMessageReceived'`,
    );
    const readModel = await db.query<{ n: number }>(
      'select count(*)::int as n from identity.contact_messages',
    );
    return { events: events.rows[0].n, readModel: readModel.rows[0].n };
  } finally {
    await db.close();
  }
};

describe('standalone shape across a restart', () => {
  let platform: StandaloneHandle;

  beforeAll(async () => {
    platform = await startStandalone(5933);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('shuts down cleanly on Ctrl-C and keeps every record for the next start', async () => {
    const message = { name: 'Anu', email: 'anu@example.in', message: 'First question' };
    expect((await postJson(`${platform.url}/api/contact`, message)).status).toBe(201);
    await platform.halt();
    expect(await countRecords(platform.dataDir)).toEqual({ events: 1, readModel: 1 });

    await platform.resume();
    expect(
      (await postJson(`${platform.url}/api/contact`, { ...message, message: 'Second' })).status,
    ).toBe(201);
    await platform.halt();
    expect(await countRecords(platform.dataDir)).toEqual({ events: 2, readModel: 2 });
    await platform.resume();
  });
});
