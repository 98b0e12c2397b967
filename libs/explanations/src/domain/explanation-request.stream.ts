import { defineStream } from '@abhyas/event-store/domain';
import { explanationRequestDecider } from './explanation-request.decider';
import { explanationRequestEvents } from './explanation-request.events';

/** One explanation request (`explanation-request-<requestId>`); nothing leaves the service yet. */
export const explanationRequestStream = defineStream({
  type: 'explanation-request',
  events: explanationRequestEvents,
  decider: explanationRequestDecider,
});
