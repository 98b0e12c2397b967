import type { ServiceDefinition } from '@abhyas/runtime';
import { testAttemptMigrations } from './infrastructure/test-attempt.migrations';
import { TestAttemptModule } from './test-attempt.module';

/**
 * test-attempt (see README.md). Its features are not built yet, so it says `features: 'none'`: its
 * gateway prefixes answer 501 'Not available yet' and its health report carries the flag. The
 * issue that builds its first feature removes the flag (see libs/platform/README.md).
 */
export const testAttemptService: ServiceDefinition = {
  name: 'test-attempt',
  features: 'none',
  migrations: testAttemptMigrations,
  create: () => ({ module: TestAttemptModule }),
};
