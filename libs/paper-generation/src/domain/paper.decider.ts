import type { Decider } from '@abhyas/event-store/domain';
import type { PaperEvent, PaperSavedData } from './paper.events';

export type PaperCommand =
  { type: 'SavePaper'; data: PaperSavedData } | { type: 'ErasePaper'; data: { at: string } };

export type PaperState =
  { status: 'none' } | { status: 'saved'; paper: PaperSavedData } | { status: 'erased' };

/**
 * A paper is saved once (its id comes from the generation, so saving the same generation twice
 * keeps one paper); erasure is final and says nothing twice.
 */
export const paperDecider: Decider<PaperCommand, PaperEvent, PaperState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) =>
    event.type === 'PaperSaved' ? { status: 'saved', paper: event.data } : { status: 'erased' },
  decide: (command, state) => {
    switch (command.type) {
      case 'SavePaper':
        return state.status === 'none' ? [{ type: 'PaperSaved', data: command.data }] : [];
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
