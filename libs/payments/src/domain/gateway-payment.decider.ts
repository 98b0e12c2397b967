import type { Decider } from '@abhyas/event-store/domain';
import type { GatewayPaymentEvent } from './gateway-payment.events';

export interface ClaimGatewayPayment {
  type: 'ClaimGatewayPayment';
  data: { gatewayPaymentId: string; paymentId: string };
  metadata: { now: Date };
}

export type GatewayPaymentState = { status: 'Free' } | { status: 'Claimed'; paymentId: string };

/**
 * A gateway payment id belongs to the first payment it is reported for, for ever: a later claim
 * by another payment decides nothing, and the state it reads names the first owner, which the
 * payment's decider then refuses to capture for. Concurrent first claims race on the version.
 */
export const gatewayPaymentDecider: Decider<
  ClaimGatewayPayment,
  GatewayPaymentEvent,
  GatewayPaymentState
> = {
  initialState: () => ({ status: 'Free' }),
  evolve: (_state, event) => ({ status: 'Claimed', paymentId: event.data.paymentId }),
  decide: (command, state) =>
    state.status === 'Claimed'
      ? []
      : [
          {
            type: 'GatewayPaymentClaimed',
            data: { ...command.data, claimedAt: command.metadata.now.toISOString() },
          },
        ],
};
