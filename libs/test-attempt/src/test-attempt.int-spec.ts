import { prefixesOf } from '@abhyas/contracts';
import {
  expectNotAvailableYet,
  testDatabases,
  type ServiceUnderTest,
  type TestDatabase,
} from '@abhyas/testing';
import { startTestAttempt } from '../testing/test-attempt-test-client';

describe.each(testDatabases())('test-attempt before its features, on $engine', (factory) => {
  let database: TestDatabase;
  let service: ServiceUnderTest;

  beforeAll(async () => {
    database = await factory.open();
    service = await startTestAttempt(database);
  });
  afterAll(async () => {
    await service.stop();
    await database.dispose();
  });

  it('answers every path it owns 501 Not available yet', async () => {
    await expectNotAvailableYet(service, prefixesOf('test-attempt'));
  });

  it('is up, and says in its health report that it has no features yet', async () => {
    const health = await service.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ service: 'test-attempt', status: 'ok', features: 'none' });
  });
});
