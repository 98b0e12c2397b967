export * from './test-attempt.service';
// The autosave write path on its own, for the bench (bench/attempt-autosave.bench.ts).
export { attemptStream } from './domain/attempt.stream';
export { testAttemptProjection } from './application/test-attempt.projection';
export { testAttemptMigrations } from './infrastructure/test-attempt.migrations';
