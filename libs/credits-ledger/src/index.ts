export * from './credits-ledger.service';
// The write path on its own, for the bench (bench/ledger.bench.ts) and other embedders.
export { LedgerHandler } from './application/ledger.handler';
export { ledgerProjection } from './application/ledger.projection';
export { creditsLedgerMigrations } from './infrastructure/credits-ledger.migrations';
