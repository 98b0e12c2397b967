import { deciderSpec } from '@abhyas/testing';
import { assignmentDecider } from './assignment.decider';
import type { AssignmentEvent, TestScheduledData } from './assignment.events';
import { TestRuleViolation } from './test-attempt.errors';
import { paper } from './test-fixtures';

const scheduled: TestScheduledData = {
  assignmentId: 'asg-1',
  requestId: 'req-1',
  parentId: 'p1',
  childId: 'c1',
  paperId: 'paper-1',
  scheduledDate: '2026-11-25',
  timeDuration: 45,
  paper,
  scheduledAt: '2026-11-24T10:00:00.000Z',
};
const at = '2026-11-25T06:00:00.000Z';
const spec = deciderSpec(assignmentDecider);
const scheduledEvent: AssignmentEvent = { type: 'TestScheduled', data: scheduled };
const retake = (attemptNumber: number): AssignmentEvent => ({
  type: 'RetakeAllowed',
  data: {
    assignmentId: 'asg-1',
    parentId: 'p1',
    childId: 'c1',
    paperId: 'paper-1',
    attemptNumber,
    at,
  },
});
const allow = (afterAttempt: number, afterAttemptSubmitted = true) => ({
  type: 'AllowRetake' as const,
  data: { afterAttempt, afterAttemptSubmitted, at },
});

describe('assignment decider', () => {
  it('schedules once: the same request again changes nothing, another request is refused', () => {
    spec.given([]).when({ type: 'ScheduleTest', data: scheduled }).then([scheduledEvent]);
    spec.given([scheduledEvent]).when({ type: 'ScheduleTest', data: scheduled }).then([]);
    spec
      .given([scheduledEvent])
      .when({ type: 'ScheduleTest', data: { ...scheduled, requestId: 'req-2' } })
      .thenThrows(TestRuleViolation);
  });

  it('numbers retakes from 2, each only after the one before was submitted', () => {
    spec
      .given([scheduledEvent])
      .when(allow(1))
      .then([retake(2)]);
    spec.given([scheduledEvent]).when(allow(1, false)).thenThrows(TestRuleViolation);
    spec
      .given([scheduledEvent, retake(2)])
      .when(allow(2))
      .then([retake(3)]);
  });

  it('allows one retake for a repeated click (the same attempt seen submitted twice)', () => {
    spec
      .given([scheduledEvent, retake(2)])
      .when(allow(1))
      .then([]);
    spec
      .given([scheduledEvent, retake(2), retake(3)])
      .when(allow(1))
      .thenThrows(TestRuleViolation);
  });

  it('erases once, and nothing is allowed on an erased assignment', () => {
    const erased: AssignmentEvent = {
      type: 'AssignmentErased',
      data: { assignmentId: 'asg-1', childId: 'c1', at },
    };
    spec.given([scheduledEvent]).when({ type: 'EraseAssignment', data: { at } }).then([erased]);
    spec.given([scheduledEvent, erased]).when({ type: 'EraseAssignment', data: { at } }).then([]);
    spec.given([scheduledEvent, erased]).when(allow(1)).thenThrows(TestRuleViolation);
  });
});
