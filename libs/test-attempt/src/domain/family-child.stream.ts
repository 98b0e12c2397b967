import { defineEvents, defineStream, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/**
 * A child as test-attempt knows them, learned from identity's events (never its tables): their
 * parent and name (the spec's routes name a child by parent and name) and the extra time their
 * parent set for every test.
 */
export const familyChildEvents = defineEvents({
  ChildKnown: z.object({
    childId: z.string(),
    parentId: z.string(),
    name: z.string(),
    at: z.string(),
  }),
  ExtraTimeSet: z.object({
    childId: z.string(),
    parentId: z.string(),
    extraTimePercent: z.number().int(),
    at: z.string(),
  }),
  ChildErased: z.object({ childId: z.string(), parentId: z.string(), at: z.string() }),
});
export type FamilyChildEvent = EventOf<typeof familyChildEvents>;

export type FamilyChildCommand =
  | { type: 'KnowChild'; data: { childId: string; parentId: string; name: string; at: string } }
  | { type: 'SetExtraTime'; data: { extraTimePercent: number; at: string } }
  | { type: 'EraseChild'; data: { childId: string; parentId: string; at: string } };

export type FamilyChildState =
  | { status: 'unknown' }
  | { status: 'known'; childId: string; parentId: string; extraTimePercent: number }
  | { status: 'erased' };

/**
 * A deleted child stays deleted (a late or repeated `child-added` does not bring them back);
 * setting the extra time it already has says nothing.
 */
export const familyChildDecider: Decider<FamilyChildCommand, FamilyChildEvent, FamilyChildState> = {
  initialState: () => ({ status: 'unknown' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ChildKnown':
        return {
          status: 'known',
          childId: event.data.childId,
          parentId: event.data.parentId,
          extraTimePercent: 0,
        };
      case 'ExtraTimeSet':
        return state.status === 'known'
          ? { ...state, extraTimePercent: event.data.extraTimePercent }
          : state;
      case 'ChildErased':
        return { status: 'erased' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'KnowChild':
        return state.status === 'unknown' ? [{ type: 'ChildKnown', data: command.data }] : [];
      case 'SetExtraTime':
        return state.status === 'known' && state.extraTimePercent !== command.data.extraTimePercent
          ? [
              {
                type: 'ExtraTimeSet',
                data: {
                  childId: state.childId,
                  parentId: state.parentId,
                  extraTimePercent: command.data.extraTimePercent,
                  at: command.data.at,
                },
              },
            ]
          : [];
      case 'EraseChild':
        return state.status === 'erased' ? [] : [{ type: 'ChildErased', data: command.data }];
    }
  },
};

export const familyChildStream = defineStream({
  type: 'family-child',
  events: familyChildEvents,
  decider: familyChildDecider,
});
