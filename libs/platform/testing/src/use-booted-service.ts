import type { ServiceUnderTest } from './booted-service';
import type { TestDatabase, TestDatabaseFactory } from './test-databases';

export interface BootedForSuite<Service> {
  readonly database: TestDatabase;
  readonly service: Service;
}

/**
 * Opens a test database and boots a service on it before the describe block's tests
 * (`beforeAll`), and stops both after them. Read the fields inside tests and hooks: they are
 * set in `beforeAll`. Hooks the spec adds after this call run once the service is up.
 */
export const useBootedService = <Service extends { stop(): Promise<void> } = ServiceUnderTest>(
  factory: TestDatabaseFactory,
  boot: (database: TestDatabase) => Promise<Service>,
): BootedForSuite<Service> => {
  let database: TestDatabase | undefined;
  let service: Service | undefined;
  beforeAll(async () => {
    database = await factory.open();
    service = await boot(database);
  });
  afterAll(async () => {
    await service?.stop();
    await database?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) {
      throw new Error('useBootedService: read it inside a test or hook, once beforeAll has run');
    }
    return value;
  };
  return {
    get database() {
      return ready(database);
    },
    get service() {
      return ready(service);
    },
  };
};
