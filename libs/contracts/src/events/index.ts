export * from './integration-event';
export * from './identity';
export * from './credits-ledger';
export * from './payments';
export * from './paper-generation';
export * from './event-consumers';
export * from './test-attempt';
export * from './explanations';
