import { Module } from '@nestjs/common';

/** No controllers yet: the platform answers test-attempt's gateway prefixes 501 (features: 'none'). */
@Module({})
export class TestAttemptModule {}
