import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';

/** A parent account (also a student's family of one) exists: the ledger grants its welcome bonus. */
export const parentRegisteredV1 = defineIntegrationEvent(
  'identity',
  'parent-registered.v1',
  z.object({
    parentId: z.string(),
    name: z.string(),
    registeredAt: z.string(),
    asStudent: z.boolean(),
  }),
);

export const childAddedV1 = defineIntegrationEvent(
  'identity',
  'child-added.v1',
  z.object({
    parentId: z.string(),
    childId: z.string(),
    name: z.string(),
    class: z.string(),
    addedAt: z.string(),
  }),
);

/** Every service holding data about the child erases it when it handles this (platform rule). */
export const childDeletedV1 = defineIntegrationEvent(
  'identity',
  'child-deleted.v1',
  z.object({ parentId: z.string(), childId: z.string(), deletedAt: z.string() }),
);
