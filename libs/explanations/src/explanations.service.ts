import type { ServiceDefinition } from '@abhyas/runtime';
import { explanationsMigrations } from './infrastructure/explanations.migrations';
import { ExplanationsModule } from './explanations.module';

/**
 * explanations (see README.md). Its features are not built yet, so it says `features: 'none'`: its
 * gateway prefixes answer 501 'Not available yet' and its health report carries the flag. The
 * issue that builds its first feature removes the flag (see libs/platform/README.md).
 */
export const explanationsService: ServiceDefinition = {
  name: 'explanations',
  features: 'none',
  migrations: explanationsMigrations,
  create: () => ({ module: ExplanationsModule }),
};
