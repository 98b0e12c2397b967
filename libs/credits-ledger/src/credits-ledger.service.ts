import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@abhyas/runtime';

/** No HTTP routes yet: a later issue gives this service its features. */
@Module({})
export class CreditsLedgerModule {}

export const creditsLedgerService: ServiceDefinition = {
  name: 'credits-ledger',
  migrations: [],
  create: () => ({ module: CreditsLedgerModule }),
};
