import { prefixesOf, type ServiceName } from '@abhyas/contracts';
import type { ServiceUnderTest } from './booted-service';
import { expectNotAvailableYet } from './not-available-yet';
import { testDatabases, type TestDatabase } from './test-databases';
import { useBootedService } from './use-booted-service';

/**
 * The whole spec of a service that has no features yet (`features: 'none'`), on every test
 * database: each path it owns answers 501, and it is up and says so in its health report.
 * `alsoInHealth` adds the service's own checks of that report. The service's first feature
 * replaces this with real specs.
 */
export const describeWithoutFeatures = (
  name: ServiceName,
  start: (database: TestDatabase) => Promise<ServiceUnderTest>,
  alsoInHealth: (health: { status: number; body: unknown }) => void = () => undefined,
): void =>
  describe.each(testDatabases())(`${name} before its features, on $engine`, (factory) => {
    const booted = useBootedService(factory, start);

    it('answers every path it owns 501 Not available yet', async () => {
      await expectNotAvailableYet(booted.service, prefixesOf(name));
    });

    it('is up, and says in its health report that it has no features yet', async () => {
      const health = await booted.service.call('GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ service: name, status: 'ok', features: 'none' });
      alsoInHealth(health);
    });
  });
