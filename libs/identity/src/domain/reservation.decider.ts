import { defineEvents, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/**
 * One stream per unique value (`account-email-<email>`, `account-mobile-<digits>`,
 * `child-username-<u>`, and the welcome bonus's `welcome-bonus-email-<sha256>` and
 * `welcome-bonus-mobile-<digits>`, never released), appended in the same transaction as the
 * owner's events: the stream's expected version makes exactly one of two concurrent claims win.
 */
const claim = z.object({ key: z.string(), ownerId: z.string(), at: z.string() });
export const reservationEvents = defineEvents({
  ReservationClaimed: claim,
  ReservationReleased: claim,
});

export type ReservationEvent = EventOf<typeof reservationEvents>;

export type ReservationCommand =
  | { type: 'Claim'; data: { key: string; ownerId: string }; metadata: { now: Date } }
  | { type: 'Release'; data: { key: string; ownerId: string }; metadata: { now: Date } };

export type ReservationState = { status: 'Free' } | { status: 'Held'; ownerId: string };

export class ReservationTakenError extends Error {
  constructor(readonly key: string) {
    super(`${key} is taken`);
    this.name = 'ReservationTakenError';
  }
}

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  initialState: () => ({ status: 'Free' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ReservationClaimed':
        return { status: 'Held', ownerId: event.data.ownerId };
      case 'ReservationReleased':
        return { status: 'Free' };
      default: {
        const unhandled: never = event;
        throw new Error(`reservation cannot evolve ${JSON.stringify(unhandled)}`);
      }
    }
  },
  decide: (command, state) => {
    const data = { ...command.data, at: command.metadata.now.toISOString() };
    switch (command.type) {
      case 'Claim':
        if (state.status === 'Held') {
          if (state.ownerId === command.data.ownerId) {
            return [];
          }
          throw new ReservationTakenError(command.data.key);
        }
        return [{ type: 'ReservationClaimed', data }];
      case 'Release':
        return state.status === 'Held' && state.ownerId === command.data.ownerId
          ? [{ type: 'ReservationReleased', data }]
          : [];
      default: {
        const unhandled: never = command;
        throw new Error(`reservation cannot decide ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
