import { retakeAllowedV1, testScheduledV1 } from '@abhyas/contracts';
import { defineStream, publish } from '@abhyas/event-store/domain';
import { assignmentDecider } from './assignment.decider';
import { assignmentEvents } from './assignment.events';

/**
 * A paper scheduled for a child (`assignment-<assignmentId>`). `TestScheduled` leaves the
 * service without the paper (no questions, no keys).
 */
export const assignmentStream = defineStream({
  type: 'assignment',
  events: assignmentEvents,
  decider: assignmentDecider,
  publishes: {
    TestScheduled: (data) =>
      publish(testScheduledV1, data.parentId, {
        assignmentId: data.assignmentId,
        parentId: data.parentId,
        childId: data.childId,
        paperId: data.paperId,
        scheduledDate: data.scheduledDate,
        timeDuration: data.timeDuration,
        scheduledAt: data.scheduledAt,
      }),
    RetakeAllowed: (data) => publish(retakeAllowedV1, data.parentId, data),
  },
});
