import type { ContactRequest } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { ContactMessageReceived } from './public-forms.events';

export interface SubmitContactMessage {
  type: 'SubmitContactMessage';
  data: ContactRequest & { messageId: string };
  metadata: { now: Date };
}

export type ContactMessageState = { status: 'Empty' } | { status: 'Received'; messageId: string };

/** One stream per message; a retried submission with the same id records nothing new. */
export const contactMessageDecider: Decider<
  SubmitContactMessage,
  ContactMessageReceived,
  ContactMessageState
> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (_state, event) => ({ status: 'Received', messageId: event.data.messageId }),
  decide: (command, state) => {
    if (state.status === 'Received') {
      return [];
    }
    const { messageId, name, email, message } = command.data;
    return [
      {
        type: 'ContactMessageReceived',
        data: { messageId, name, email, message, receivedAt: command.metadata.now.toISOString() },
      },
    ];
  },
};
