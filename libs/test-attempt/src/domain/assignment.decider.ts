import type { Decider } from '@abhyas/event-store/domain';
import type { AssignmentEvent, TestScheduledData } from './assignment.events';
import { TestRule, TestRuleViolation } from './test-attempt.errors';

export type AssignmentCommand =
  | { type: 'ScheduleTest'; data: TestScheduledData }
  | {
      type: 'AllowRetake';
      /** The attempt the caller saw submitted: a retried or repeated click allows one retake. */
      data: { afterAttempt: number; afterAttemptSubmitted: boolean; at: string };
    }
  | { type: 'EraseAssignment'; data: { at: string } };

export type AssignmentState =
  | { status: 'none' }
  | { status: 'scheduled'; scheduled: TestScheduledData; currentAttempt: number }
  | { status: 'erased' };

/**
 * One paper scheduled once for one child (the same request again changes nothing; another
 * request for the same paper and child is refused). Attempts are numbered from 1; a retake is
 * the next number, allowed only once the current attempt was submitted.
 */
export const assignmentDecider: Decider<AssignmentCommand, AssignmentEvent, AssignmentState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'TestScheduled':
        return { status: 'scheduled', scheduled: event.data, currentAttempt: 1 };
      case 'RetakeAllowed':
        return state.status === 'scheduled'
          ? { ...state, currentAttempt: event.data.attemptNumber }
          : state;
      case 'AssignmentErased':
        return { status: 'erased' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ScheduleTest':
        if (state.status === 'none') {
          return [{ type: 'TestScheduled', data: command.data }];
        }
        if (state.status === 'scheduled' && state.scheduled.requestId === command.data.requestId) {
          return [];
        }
        throw new TestRuleViolation(TestRule.AlreadyScheduled);
      case 'AllowRetake': {
        if (state.status !== 'scheduled') {
          throw new TestRuleViolation(TestRule.NotScheduled);
        }
        const { afterAttempt, afterAttemptSubmitted, at } = command.data;
        if (state.currentAttempt === afterAttempt + 1) {
          return []; // this retake was allowed already
        }
        if (state.currentAttempt !== afterAttempt || !afterAttemptSubmitted) {
          throw new TestRuleViolation(TestRule.RetakeNeedsCompletedTest);
        }
        const { assignmentId, parentId, childId, paperId } = state.scheduled;
        return [
          {
            type: 'RetakeAllowed',
            data: { assignmentId, parentId, childId, paperId, attemptNumber: afterAttempt + 1, at },
          },
        ];
      }
      case 'EraseAssignment':
        return state.status === 'scheduled'
          ? [
              {
                type: 'AssignmentErased',
                data: {
                  assignmentId: state.scheduled.assignmentId,
                  childId: state.scheduled.childId,
                  at: command.data.at,
                },
              },
            ]
          : [];
    }
  },
};
