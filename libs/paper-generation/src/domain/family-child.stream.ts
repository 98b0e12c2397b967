import { defineEvents, defineStream, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/**
 * Which parent a child belongs to, as learned from identity's events (never its tables), so a
 * generation checks ownership without calling identity. No names: only ids.
 */
export const familyChildEvents = defineEvents({
  FamilyChildKnown: z.object({ childId: z.string(), parentId: z.string(), at: z.string() }),
  FamilyChildErased: z.object({ childId: z.string(), parentId: z.string(), at: z.string() }),
});
export type FamilyChildEvent = EventOf<typeof familyChildEvents>;

export type FamilyChildCommand =
  | { type: 'KnowChild'; data: { childId: string; parentId: string; at: string } }
  | { type: 'EraseChild'; data: { childId: string; parentId: string; at: string } };

export type FamilyChildState = { status: 'unknown' | 'known' | 'erased' };

/** A deleted child stays deleted: a late or repeated `child-added` does not bring them back. */
export const familyChildDecider: Decider<FamilyChildCommand, FamilyChildEvent, FamilyChildState> = {
  initialState: () => ({ status: 'unknown' }),
  evolve: (_state, event) => ({
    status: event.type === 'FamilyChildKnown' ? 'known' : 'erased',
  }),
  decide: (command, state) => {
    if (state.status === 'erased') {
      return [];
    }
    if (command.type === 'KnowChild') {
      return state.status === 'unknown' ? [{ type: 'FamilyChildKnown', data: command.data }] : [];
    }
    return [{ type: 'FamilyChildErased', data: command.data }];
  },
};

export const familyChildStream = defineStream({
  type: 'family-child',
  events: familyChildEvents,
  decider: familyChildDecider,
});
