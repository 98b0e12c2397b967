import type { Decider } from '@abhyas/event-store/domain';

/**
 * Given / When / Then for deciders:
 * `given([events]).when(command).then([events])` or `.thenThrows(ErrorClass)`.
 */
export const deciderSpec = <Command, Event extends { type: string }, State>(
  decider: Decider<Command, Event, State>,
) => ({
  given: (history: Event[]) => ({
    when: (command: Command) => {
      const run = () =>
        decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (error: new (...args: never[]) => Error) => expect(run).toThrow(error),
      };
    },
  }),
});
