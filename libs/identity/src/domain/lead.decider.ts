import type { LeadRequest } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { LeadCaptured } from './public-forms.events';

export interface CaptureLead {
  type: 'CaptureLead';
  data: LeadRequest & { leadId: string };
  metadata: { now: Date };
}

export type LeadState = { status: 'Empty' } | { status: 'Captured'; leadId: string };

/** One stream per lead submission: a visitor may ask twice (say, for a second child). */
export const leadDecider: Decider<CaptureLead, LeadCaptured, LeadState> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (_state, event) => ({ status: 'Captured', leadId: event.data.leadId }),
  decide: (command, state) => {
    if (state.status === 'Captured') {
      return [];
    }
    return [
      {
        type: 'LeadCaptured',
        data: { ...command.data, capturedAt: command.metadata.now.toISOString() },
      },
    ];
  },
};
