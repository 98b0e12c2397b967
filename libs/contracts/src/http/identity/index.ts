export * from './account.constants';
export * from './auth.requests';
export * from './auth.responses';
export * from './family.requests';
export * from './examination-preferences';
export * from './session-revocations';
