export * from './typed-events';
export * from './keyed-serial-queue';
export * from './stream-state-cache';
export * from './run-command';
export * from './service-store';
export * from './define-projection';
export * from './hot-stream-batcher';
