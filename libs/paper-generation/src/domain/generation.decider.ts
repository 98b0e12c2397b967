import type { Decider } from '@abhyas/event-store/domain';
import type { GenerationEvent } from './generation.events';

type Generated = Extract<GenerationEvent, { type: 'BankPaperGenerated' }>['data'];

export type GenerationCommand =
  | { type: 'RecordBankPaper'; data: Generated }
  | { type: 'EraseGeneration'; data: { childId: string; at: string } };

export type GenerationState =
  { status: 'none' } | { status: 'generated'; paper: Generated } | { status: 'erased' };

/**
 * A generation is recorded once: the same request id again finds it generated and decides
 * nothing (the caller answers with the paper already made). Erasure is final.
 */
export const generationDecider: Decider<GenerationCommand, GenerationEvent, GenerationState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) =>
    event.type === 'BankPaperGenerated'
      ? { status: 'generated', paper: event.data }
      : { status: 'erased' },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordBankPaper':
        return state.status === 'none' ? [{ type: 'BankPaperGenerated', data: command.data }] : [];
      case 'EraseGeneration':
        return state.status === 'generated'
          ? [
              {
                type: 'GenerationErased',
                data: { generationId: state.paper.generationId, ...command.data },
              },
            ]
          : [];
    }
  },
};
