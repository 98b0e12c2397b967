import type { Migration } from '@abhyas/event-store';

/** paper-generation's read models (schema `paper_generation`); ids from 101, as 1–99 are the event store's. */
export const paperGenerationMigrations: readonly Migration[] = [];
