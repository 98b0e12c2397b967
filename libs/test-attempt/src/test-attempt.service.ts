import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';

/** No HTTP routes yet: a later issue gives this service its features. */
@Module({})
export class TestAttemptModule {}

export const testAttemptService: ServiceDefinition = {
  name: 'test-attempt',
  migrations: [],
  create: () => ({ module: TestAttemptModule }),
};
