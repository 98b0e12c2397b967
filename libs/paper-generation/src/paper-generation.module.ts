import { Module } from '@nestjs/common';

/** No controllers yet: the platform answers paper-generation's gateway prefixes 501 (features: 'none'). */
@Module({})
export class PaperGenerationModule {}
