export * from './credits.constants';
export * from './credits.http';
export * from './credits-ledger.internal';
