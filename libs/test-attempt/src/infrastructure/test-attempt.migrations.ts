import type { Migration } from '@abhyas/event-store';

/** test-attempt's read models (schema `test_attempt`); ids from 101, as 1–99 are the event store's. */
export const testAttemptMigrations: readonly Migration[] = [];
