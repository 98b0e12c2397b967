import { prefixesOf } from '@abhyas/contracts';
import {
  expectNotAvailableYet,
  testDatabases,
  type ServiceUnderTest,
  type TestDatabase,
} from '@abhyas/testing';
import { startPaperGeneration } from '../testing/paper-generation-test-client';

describe.each(testDatabases())('paper-generation before its features, on $engine', (factory) => {
  let database: TestDatabase;
  let service: ServiceUnderTest;

  beforeAll(async () => {
    database = await factory.open();
    service = await startPaperGeneration(database);
  });
  afterAll(async () => {
    await service.stop();
    await database.dispose();
  });

  it('answers every path it owns 501 Not available yet', async () => {
    await expectNotAvailableYet(service, prefixesOf('paper-generation'));
  });

  it('is up, and says in its health report that it has no features yet', async () => {
    const health = await service.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      service: 'paper-generation',
      status: 'ok',
      features: 'none',
    });
    expect(health.body).toMatchObject({ checks: { openai: { status: 'not_configured' } } });
  });
});
