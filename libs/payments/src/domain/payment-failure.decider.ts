import { classifyPaymentFailure } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { FailureDetails, PaymentFailureEvent } from './payment-failure.events';

export interface RecordFailureCommand {
  type: 'RecordFailure';
  data: FailureDetails;
  metadata: { now: Date };
}

export type PaymentFailureState = { status: 'Empty' } | { status: 'Recorded'; failureId: string };

/** Kept once per order (spec: failures are recorded once per order); a repeat decides nothing. */
export const paymentFailureDecider: Decider<
  RecordFailureCommand,
  PaymentFailureEvent,
  PaymentFailureState
> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (_state, event) => ({ status: 'Recorded', failureId: event.data.failureId }),
  decide: (command, state) => {
    if (state.status === 'Recorded') {
      return [];
    }
    const { data } = command;
    return [
      {
        type: 'PaymentFailureRecorded',
        data: {
          ...data,
          failureClass: classifyPaymentFailure({
            code: data.errorCode,
            description: data.errorDescription,
            reason: data.errorReason,
          }),
          recordedAt: command.metadata.now.toISOString(),
        },
      },
    ];
  },
};
