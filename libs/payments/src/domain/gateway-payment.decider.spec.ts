import { deciderSpec } from '@abhyas/testing';
import { gatewayPaymentDecider } from './gateway-payment.decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const claim = (paymentId: string) => ({
  type: 'ClaimGatewayPayment' as const,
  data: { gatewayPaymentId: 'pay_1', paymentId },
  metadata: { now },
});
const claimed = {
  type: 'GatewayPaymentClaimed' as const,
  data: { gatewayPaymentId: 'pay_1', paymentId: 'p1', claimedAt: now.toISOString() },
};

describe('gateway payment decider', () => {
  it('gives a gateway payment id to the first payment it is reported for', () => {
    deciderSpec(gatewayPaymentDecider).given([]).when(claim('p1')).then([claimed]);
  });

  it('keeps it with that payment: a repeat or another payment decides nothing', () => {
    deciderSpec(gatewayPaymentDecider).given([claimed]).when(claim('p1')).then([]);
    deciderSpec(gatewayPaymentDecider).given([claimed]).when(claim('p2')).then([]);
    const state = gatewayPaymentDecider.evolve(gatewayPaymentDecider.initialState(), claimed);
    expect(state).toEqual({ status: 'Claimed', paymentId: 'p1' });
  });
});
