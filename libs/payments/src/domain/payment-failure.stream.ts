import { defineStream } from '@abhyas/event-store/domain';
import { paymentFailureDecider } from './payment-failure.decider';
import { paymentFailureEvents } from './payment-failure.events';

/** A failed checkout attempt, once per order (`payment-failure-<orderId>`); stays inside. */
export const paymentFailureStream = defineStream({
  type: 'payment-failure',
  events: paymentFailureEvents,
  decider: paymentFailureDecider,
});
