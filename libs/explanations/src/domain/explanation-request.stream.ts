import { explanationGenerationRequestedV1 } from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { explanationRequestDecider } from './explanation-request.decider';
import { explanationRequestEvents } from './explanation-request.events';

/**
 * One explanation request (`explanation-request-<requestId>`). Only the worker's brief leaves
 * the service (keyed by request, so explanations are written side by side); the worker reports
 * back through the internal routes.
 */
export const explanationRequestStream = defineStream({
  type: 'explanation-request',
  events: explanationRequestEvents,
  decider: explanationRequestDecider,
  publishes: {
    ExplanationGenerationRequested: (data) =>
      publish(explanationGenerationRequestedV1, data.requestId, {
        requestId: data.requestId,
        requestedAt: data.requestedAt,
        deadlineAt: data.deadlineAt,
        deadlineMs: data.deadlineMs,
        question: data.question,
      }),
  },
});
