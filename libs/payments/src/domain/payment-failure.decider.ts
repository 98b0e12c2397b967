import { classifyPaymentFailure, type Decider, type PaymentFailureClass } from '@abhyas/contracts';

/** What the checkout (or the gateway's webhook) said about a failed attempt on one order. */
export interface FailureDetails {
  failureId: string;
  userId: string;
  orderId: string;
  paymentId?: string;
  amount?: number;
  currency: string;
  gateway: string;
  gatewayTransactionId?: string;
  status: string;
  errorCode: string;
  errorDescription: string;
  errorSource?: string;
  errorStep?: string;
  errorReason?: string;
  timestamp?: string;
  metadata?: Record<string, unknown>;
}

/** The one event of a `payment-failure-<orderId>` stream. */
export interface PaymentFailureRecorded {
  type: 'PaymentFailureRecorded';
  data: FailureDetails & { failureClass: PaymentFailureClass; recordedAt: string };
}

export type PaymentFailureEvent = PaymentFailureRecorded;

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
