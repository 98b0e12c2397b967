import { attemptGradedV1, gradeOverriddenV1, testScheduledV1 } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { definePolicy } from '@abhyas/runtime';
import { paperStream } from '../domain/paper.stream';

/**
 * test-attempt's reports about a paper, for View Papers (scheduled date, attempted, marks) and
 * for a student opening a paper scheduled for them (`populate-paper`).
 */
export const testScheduledPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'paper-test-scheduled',
    on: testScheduledV1,
    inbox: store,
    handle: async ({ paperId, childId, assignmentId, scheduledDate, scheduledAt }, unit) => {
      await unit.handle(paperStream, paperId, {
        type: 'RecordSchedule',
        data: { paperId, childId, assignmentId, scheduledDate, at: scheduledAt },
      });
    },
  });

export const attemptGradedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'paper-attempt-graded',
    on: attemptGradedV1,
    inbox: store,
    handle: async (graded, unit) => {
      await unit.handle(paperStream, graded.paperId, {
        type: 'RecordResult',
        data: {
          paperId: graded.paperId,
          childId: graded.childId,
          attemptId: graded.attemptId,
          attemptNumber: graded.attemptNumber,
          marksObtained: graded.marksObtained,
          maxMarks: graded.maxMarks,
          numCorrect: graded.numCorrect,
          numWrong: graded.numWrong,
          at: graded.gradedAt,
        },
      });
    },
  });

export const gradeOverriddenPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'paper-grade-overridden',
    on: gradeOverriddenV1,
    inbox: store,
    handle: async (changed, unit) => {
      await unit.handle(paperStream, changed.paperId, {
        type: 'RecordResult',
        data: {
          paperId: changed.paperId,
          childId: changed.childId,
          attemptId: changed.attemptId,
          // Replaces the paper's result only when no newer attempt was graded (the projection).
          attemptNumber: changed.attemptNumber,
          marksObtained: changed.totalMarksObtained,
          maxMarks: changed.maxMarks,
          numCorrect: changed.numCorrect,
          numWrong: changed.numWrong,
          at: changed.at,
        },
      });
    },
  });
