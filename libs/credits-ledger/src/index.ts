export * from './credits-ledger.service';
