// The pure half of the event store's building blocks: what a domain folder may import.
export * from './coded-error';
export * from './decider';
export * from './define-events';
export * from './publication';
export * from './define-stream';
