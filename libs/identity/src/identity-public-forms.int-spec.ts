import { CONTACT_MESSAGES, LEAD_MESSAGES, serviceTopic } from '@abhyas/contracts';
import type { SqlDatabase } from '@abhyas/event-store';
import type { DeliveredMessage } from '@abhyas/messaging';
import {
  bootServiceForTest,
  expectRebuildEqualsLive,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import { publicFormsProjection } from './application/public-forms.projection';
import { identityService } from './identity.service';

const count = async (db: SqlDatabase, table: string): Promise<number> => {
  const result = await db.query<{ n: number }>(`select count(*)::int as n from identity.${table}`);
  return Number(result.rows[0].n);
};

const snapshot = async (db: SqlDatabase) => ({
  contact: (await db.query('select * from identity.contact_messages order by message_id')).rows,
  leads: (await db.query('select * from identity.leads order by lead_id')).rows,
  newsletter: (await db.query('select * from identity.newsletter_subscribers order by email')).rows,
});

describe.each(testDatabases())('identity public forms on $engine', (factory) => {
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(identityService, database),
  );
  const published: DeliveredMessage[] = [];

  beforeAll(async () => {
    await suite.service.bus.subscribe({
      topic: serviceTopic('identity'),
      group: 'identity-test-observer',
      handler: async (message) => void published.push(message),
    });
  });

  it('stores a contact message as an event and in the read model, and publishes it', async () => {
    const answer = await suite.service.call('POST', '/api/contact', {
      name: '  Farah Khan ',
      email: 'farah@example.in',
      message: 'When do Olympiad registrations close?',
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { success: true, message: CONTACT_MESSAGES.success },
    });
    const rows = await suite.database.db.query<{ name: string }>(
      'select name from identity.contact_messages',
    );
    expect(rows.rows).toEqual([{ name: 'Farah Khan' }]);

    await suite.service.service.stop(); // flushes the outbox, as a shutdown would
    for (let i = 0; i < 50 && !published.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const message = published.find((m) => m.type === 'contact-message-received.v1');
    expect(message?.payload).toMatchObject({ email: 'farah@example.in', name: 'Farah Khan' });
    expect(message?.payload).not.toHaveProperty('message');
  });

  it('writes nothing for bad input, whatever its shape', async () => {
    const before = await count(suite.database.db, 'events');
    const bad: unknown[] = [
      {},
      { name: 'A', email: 'a@b.in' },
      { name: 'A', email: 'nope', message: 'x' },
      { name: 7, email: 'a@b.in', message: 'x' },
      { name: 'A', email: 'a@b.in', message: 'x'.repeat(5001) },
      { name: 'A', email: 'a@b.in', message: 'x', company: 'bot' },
      ['not', 'an', 'object'],
    ];
    for (const body of bad) {
      const answer = await suite.service.call('POST', '/api/contact', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('message');
    }
    const lead = await suite.service.call('POST', '/api/leads', {
      name: 'X',
      email: 'x@y.in',
      track: 'jee',
    });
    expect(lead).toMatchObject({ status: 400, body: { message: LEAD_MESSAGES.invalidTrack } });
    expect(await count(suite.database.db, 'events')).toBe(before);
  });

  it('records one subscription per address however often it subscribes', async () => {
    for (const email of ['Mother@Example.in', 'mother@example.in', 'MOTHER@example.in']) {
      expect(
        (await suite.service.call('POST', '/api/newsletter/subscribe', { email })).status,
      ).toBe(200);
    }
    expect(await count(suite.database.db, 'newsletter_subscribers')).toBe(1);
  });

  it('rebuilds read models from the log equal to the live ones', async () => {
    await suite.service.call('POST', '/api/leads', {
      name: 'Dev',
      email: 'dev@example.in',
      grade: 'Class 9',
      track: 'cbse',
    });
    await suite.service.call('POST', '/api/leads', {
      name: 'Isha',
      email: 'isha@example.in',
      phone: '9123456780',
    });
    expect((await snapshot(suite.database.db)).leads).toHaveLength(2);
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: 'identity',
      projection: publicFormsProjection('identity'),
      tables: ['contact_messages', 'leads', 'newsletter_subscribers'],
    });
  });
});
