export * from './integration-event';
export * from './identity';
export * from './credits-ledger';
export * from './payments';
export * from './event-consumers';
