/**
 * The shape of every write model (as in emmett): pure functions, no clock, no I/O. Time and
 * ids arrive inside the command (`command.metadata.now`).
 */
export interface Decider<Command, Event extends { type: string }, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}
