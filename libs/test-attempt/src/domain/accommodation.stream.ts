import { defineEvents, defineStream, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** The extra time a parent set for a child (`accommodation-<childId>`), for every test. */
export const accommodationEvents = defineEvents({
  ExtraTimeSet: z.object({
    childId: z.string(),
    parentId: z.string(),
    extraTimePercent: z.number().int(),
    at: z.string(),
  }),
});
export type AccommodationEvent = EventOf<typeof accommodationEvents>;

export type AccommodationCommand = {
  type: 'SetExtraTime';
  data: { childId: string; parentId: string; extraTimePercent: number; at: string };
};

export type AccommodationState = { extraTimePercent: number };

/** Setting the extra time the child already has says nothing. */
export const accommodationDecider: Decider<
  AccommodationCommand,
  AccommodationEvent,
  AccommodationState
> = {
  initialState: () => ({ extraTimePercent: 0 }),
  evolve: (_state, event) => ({ extraTimePercent: event.data.extraTimePercent }),
  decide: (command, state) =>
    state.extraTimePercent === command.data.extraTimePercent
      ? []
      : [{ type: 'ExtraTimeSet', data: command.data }],
};

export const accommodationStream = defineStream({
  type: 'accommodation',
  events: accommodationEvents,
  decider: accommodationDecider,
});
