export * from './circuit-breaker';
export * from './guarded-call';
