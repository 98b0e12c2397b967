import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';

/** A parent account (also a student's family of one) exists. */
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

/**
 * A registration earned the welcome bonus: identity grants it at most once per email and per
 * mobile number, ever (deleted accounts and changed emails included), and says so here; the
 * ledger grants the credits. Registrations that did not earn it publish only parent-registered.
 */
export const welcomeBonusEarnedV1 = defineIntegrationEvent(
  'identity',
  'welcome-bonus-earned.v1',
  z.object({ parentId: z.string(), earnedAt: z.string() }),
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
