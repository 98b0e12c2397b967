import { defineStream } from '@abhyas/event-store/domain';
import { gatewayPaymentDecider } from './gateway-payment.decider';
import { gatewayPaymentEvents } from './gateway-payment.events';

/** One gateway payment id's owner (`gateway-payment-<id>`); stays inside payments. */
export const gatewayPaymentStream = defineStream({
  type: 'gateway-payment',
  events: gatewayPaymentEvents,
  decider: gatewayPaymentDecider,
});
