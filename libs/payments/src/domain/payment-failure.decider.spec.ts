import { deciderSpec } from '@abhyas/testing';
import { paymentFailureDecider, type RecordFailureCommand } from './payment-failure.decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const command: RecordFailureCommand = {
  type: 'RecordFailure',
  data: {
    failureId: 'f1',
    userId: 'u1',
    orderId: 'order_1',
    currency: 'INR',
    gateway: 'razorpay',
    status: 'failed',
    errorCode: 'BAD_REQUEST_ERROR',
    errorDescription: 'Payment failed because of insufficient funds in the account.',
    errorReason: 'insufficient_funds',
  },
  metadata: { now },
};
const recorded = {
  type: 'PaymentFailureRecorded' as const,
  data: {
    ...command.data,
    failureClass: 'insufficient_funds' as const,
    recordedAt: now.toISOString(),
  },
};

describe('payment failure decider', () => {
  it('records a failure once per order, classified', () => {
    deciderSpec(paymentFailureDecider).given([]).when(command).then([recorded]);
  });

  it('decides nothing for a repeat', () => {
    deciderSpec(paymentFailureDecider).given([recorded]).when(command).then([]);
  });
});
