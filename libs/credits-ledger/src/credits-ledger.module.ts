import { Module, type DynamicModule } from '@nestjs/common';
import { CreditsQueries } from './application/credits.queries';
import { LedgerHandler } from './application/ledger.handler';
import { CreditsController } from './http/credits.controller';
import { InternalLedgerController } from './http/internal-ledger.controller';

@Module({})
export class CreditsLedgerModule {
  static forParts(parts: { ledger: LedgerHandler; queries: CreditsQueries }): DynamicModule {
    return {
      module: CreditsLedgerModule,
      controllers: [CreditsController, InternalLedgerController],
      providers: [
        { provide: LedgerHandler, useValue: parts.ledger },
        { provide: CreditsQueries, useValue: parts.queries },
      ],
    };
  }
}
