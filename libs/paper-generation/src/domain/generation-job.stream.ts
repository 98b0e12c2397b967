import { paperGenerationRequestedV1 } from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { generationJobDecider } from './generation-job.decider';
import { generationJobEvents } from './generation-job.events';

/**
 * One AI paper job (`generation-job-<jobId>`). Only the request leaves the service, as the
 * worker's queue message (keyed by job, so jobs run side by side); the worker reports the rest
 * back through the internal job routes.
 */
export const generationJobStream = defineStream({
  type: 'generation-job',
  events: generationJobEvents,
  decider: generationJobDecider,
  publishes: {
    AiGenerationRequested: (data) =>
      publish(paperGenerationRequestedV1, data.jobId, {
        jobId: data.jobId,
        requestedAt: data.requestedAt,
        deadlineAt: data.deadlineAt,
        deadlineMs: data.deadlineMs,
        plan: data.plan,
      }),
  },
});
