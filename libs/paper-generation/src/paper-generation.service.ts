import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';
import { openAiHealthCheck } from './openai-health.check';

/** No HTTP routes yet: a later issue gives this service its features. */
@Module({})
export class PaperGenerationModule {}

export const paperGenerationService: ServiceDefinition = {
  name: 'paper-generation',
  migrations: [],
  create: (context) => ({
    healthChecks: { openai: openAiHealthCheck(context.env) },
    module: PaperGenerationModule,
  }),
};
