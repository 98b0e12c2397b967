import type { ServiceDefinition } from '@abhyas/runtime';
import { openAiHealthCheck } from './infrastructure/openai-health.check';
import { paperGenerationMigrations } from './infrastructure/paper-generation.migrations';
import { PaperGenerationModule } from './paper-generation.module';

/**
 * paper-generation (see README.md). Its features are not built yet, so it says `features: 'none'`: its
 * gateway prefixes answer 501 'Not available yet' and its health report carries the flag. The
 * issue that builds its first feature removes the flag (see libs/platform/README.md).
 */
export const paperGenerationService: ServiceDefinition = {
  name: 'paper-generation',
  features: 'none',
  migrations: paperGenerationMigrations,
  create: (context) => ({
    healthChecks: { openai: openAiHealthCheck(context.env) },
    module: PaperGenerationModule,
  }),
};
