import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** Events of a `child-<id>` stream: a learner profile that signs in with username and PIN. */
export const childEvents = defineEvents({
  ChildAdded: z.object({
    childId: z.string(),
    parentId: z.string(),
    name: z.string(),
    class: z.string(),
    username: z.string(),
    pinHash: z.string(),
    /** Student registrations (family of one) carry what the student chose. */
    subjects: z.array(z.string()).optional(),
    school: z.string().optional(),
    addedAt: z.string(),
  }),
  ChildPinReset: z.object({ childId: z.string(), pinHash: z.string(), resetAt: z.string() }),
  /** The same PIN stored in a newer form (an Argon2id hash replaced by the keyed HMAC). */
  ChildPinRehashed: z.object({
    childId: z.string(),
    pinHash: z.string(),
    rehashedAt: z.string(),
  }),
  ChildWrongPinEntered: z.object({
    childId: z.string(),
    failures: z.number().int(),
    at: z.string(),
  }),
  ChildLocked: z.object({ childId: z.string(), lockedUntil: z.string() }),
  /** A parent ended the lock; the PIN stays, and the next lock is still the longer one. */
  ChildUnlocked: z.object({ childId: z.string(), unlockedAt: z.string() }),
  ChildSignedIn: z.object({ childId: z.string(), sessionId: z.string(), at: z.string() }),
  ChildDeleted: z.object({ childId: z.string(), parentId: z.string(), deletedAt: z.string() }),
});

export type ChildEvent = EventOf<typeof childEvents>;
export type ChildAdded = Extract<ChildEvent, { type: 'ChildAdded' }>;
