import type { Decider } from '@abhyas/event-store/domain';
import type { GenerationEvent } from './generation.events';

type BankGenerated = Extract<GenerationEvent, { type: 'BankPaperGenerated' }>['data'];
type AiGenerated = Extract<GenerationEvent, { type: 'AiPaperGenerated' }>['data'];
/** A generation's paper, from the bank or from an AI job; a save reads either the same way. */
export type Generated = BankGenerated | AiGenerated;

export type GenerationCommand =
  | { type: 'RecordBankPaper'; data: BankGenerated }
  | { type: 'RecordAiPaper'; data: AiGenerated }
  | { type: 'EraseGeneration'; data: { childId: string; at: string } };

export type GenerationState =
  { status: 'none' } | { status: 'generated'; paper: Generated } | { status: 'erased' };

/**
 * A generation is recorded once: the same request id again finds it generated and decides
 * nothing (the caller answers with the paper already made). Erasure is final.
 */
export const generationDecider: Decider<GenerationCommand, GenerationEvent, GenerationState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'BankPaperGenerated':
      case 'AiPaperGenerated':
        return { status: 'generated', paper: event.data };
      case 'GenerationErased':
        return { status: 'erased' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordBankPaper':
        return state.status === 'none' ? [{ type: 'BankPaperGenerated', data: command.data }] : [];
      case 'RecordAiPaper':
        return state.status === 'none' ? [{ type: 'AiPaperGenerated', data: command.data }] : [];
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
