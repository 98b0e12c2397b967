import type { Decider } from '@abhyas/event-store/domain';
import type {
  PaperEvent,
  PaperResultData,
  PaperSavedData,
  PaperScheduledData,
} from './paper.events';

export type PaperCommand =
  | { type: 'SavePaper'; data: PaperSavedData }
  | { type: 'RecordSchedule'; data: PaperScheduledData }
  | { type: 'RecordResult'; data: PaperResultData }
  | { type: 'ErasePaper'; data: { at: string } };

export type PaperState =
  { status: 'none' } | { status: 'saved'; paper: PaperSavedData } | { status: 'erased' };

/**
 * A paper is saved once (its id comes from the generation, so saving the same generation twice
 * keeps one paper); erasure is final and says nothing twice. What test-attempt reports (a
 * schedule, a result) is kept while the paper exists.
 */
export const paperDecider: Decider<PaperCommand, PaperEvent, PaperState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PaperSaved':
        return { status: 'saved', paper: event.data };
      case 'PaperErased':
        return { status: 'erased' };
      case 'PaperScheduled':
      case 'PaperResultKnown':
        // Read models keep these; the paper itself does not change.
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SavePaper':
        return state.status === 'none' ? [{ type: 'PaperSaved', data: command.data }] : [];
      case 'RecordSchedule':
        return state.status === 'saved' ? [{ type: 'PaperScheduled', data: command.data }] : [];
      case 'RecordResult':
        return state.status === 'saved' ? [{ type: 'PaperResultKnown', data: command.data }] : [];
      case 'ErasePaper':
        return state.status === 'saved'
          ? [
              {
                type: 'PaperErased',
                data: {
                  paperId: state.paper.paperId,
                  parentId: state.paper.parentId,
                  childId: state.paper.childId,
                  at: command.data.at,
                },
              },
            ]
          : [];
    }
  },
};
