import type { Migration } from '@abhyas/event-store';

/** learning-analytics's read models (schema `learning_analytics`); ids from 101, as 1–99 are the event store's. */
export const learningAnalyticsMigrations: readonly Migration[] = [];
