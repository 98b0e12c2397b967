import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';

/** No HTTP routes yet: a later issue gives this service its features. */
@Module({})
export class ExplanationsModule {}

export const explanationsService: ServiceDefinition = {
  name: 'explanations',
  migrations: [],
  create: () => ({ module: ExplanationsModule }),
};
