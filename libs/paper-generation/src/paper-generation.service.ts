import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';
import { openAiHealthCheck } from './openai-health.check';

/** No features yet: the platform answers its routes 501 'Not available yet' (features: none). */
@Module({})
export class PaperGenerationModule {}

export const paperGenerationService: ServiceDefinition = {
  name: 'paper-generation',
  features: 'none',
  migrations: [],
  create: (context) => ({
    healthChecks: { openai: openAiHealthCheck(context.env) },
    module: PaperGenerationModule,
  }),
};
