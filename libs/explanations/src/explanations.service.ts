import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';

/** No features yet: the platform answers its routes 501 'Not available yet' (features: none). */
@Module({})
export class ExplanationsModule {}

export const explanationsService: ServiceDefinition = {
  name: 'explanations',
  features: 'none',
  migrations: [],
  create: () => ({ module: ExplanationsModule }),
};
