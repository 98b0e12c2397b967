import { defineEvents, defineStream, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/**
 * A child as a service knows them from identity's events (never identity's tables): their
 * parent, for ownership, and their name, for the spec's `{parentId}/{studentName}` routes and
 * lists. A deleted child stays deleted: a late or repeated `child-added` does not bring them back.
 */
export const familyChildEvents = defineEvents({
  ChildKnown: z.object({
    childId: z.string(),
    parentId: z.string(),
    name: z.string(),
    at: z.string(),
  }),
  ChildErased: z.object({ childId: z.string(), parentId: z.string(), at: z.string() }),
});
export type FamilyChildEvent = EventOf<typeof familyChildEvents>;

export type FamilyChildCommand =
  | { type: 'KnowChild'; data: { childId: string; parentId: string; name: string; at: string } }
  | { type: 'EraseChild'; data: { childId: string; parentId: string; at: string } };

export type FamilyChildState = { status: 'unknown' | 'known' | 'erased' };

export const familyChildDecider: Decider<FamilyChildCommand, FamilyChildEvent, FamilyChildState> = {
  initialState: () => ({ status: 'unknown' }),
  evolve: (_state, event) => ({ status: event.type === 'ChildKnown' ? 'known' : 'erased' }),
  decide: (command, state) => {
    if (state.status === 'erased') {
      return [];
    }
    if (command.type === 'KnowChild') {
      return state.status === 'unknown' ? [{ type: 'ChildKnown', data: command.data }] : [];
    }
    return [{ type: 'ChildErased', data: command.data }];
  },
};

/** `family-child-<childId>`: add it to the service's store with `familyChildrenProjection`. */
export const familyChildStream = defineStream({
  type: 'family-child',
  events: familyChildEvents,
  decider: familyChildDecider,
});
