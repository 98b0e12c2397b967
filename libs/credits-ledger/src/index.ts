export * from './credits-ledger.service';
// The write path on its own, for the bench (bench/ledger.bench.ts) and other embedders.
export { LedgerHandler } from './application/ledger.handler';
export { CreditsLedgerRepository } from './application/credits-ledger.repository';
export { creditsLedgerMigrations } from './infrastructure/credits-ledger.migrations';
export { ledgerProjection } from './application/ledger.projection';
export { creditAccountStream } from './domain/credit-account.stream';
