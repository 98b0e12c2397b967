import type { Migration } from '@abhyas/event-store';

/** explanations's read models (schema `explanations`); ids from 101, as 1–99 are the event store's. */
export const explanationsMigrations: readonly Migration[] = [];
