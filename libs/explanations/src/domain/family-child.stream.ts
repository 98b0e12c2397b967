import { defineEvents, defineStream, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/**
 * A child as explanations knows them, from identity's events: their parent (ownership) and
 * name (the parent's list names who asked). A deleted child stays deleted.
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

export const familyChildStream = defineStream({
  type: 'family-child',
  events: familyChildEvents,
  decider: familyChildDecider,
});
