import {
  attemptGradedV1,
  childAddedV1,
  childDeletedV1,
  gradeOverriddenV1,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { definePolicy } from '@abhyas/runtime';
import { learnerStream } from '../domain/learner.stream';

/** identity's `child-added.v1`: the learner's parent and name. */
export const childAddedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'learning-child-added',
    on: childAddedV1,
    inbox: store,
    handle: async ({ childId, parentId, name, addedAt }, unit) => {
      await unit.handle(learnerStream, childId, {
        type: 'KnowChild',
        data: { childId, parentId, name, at: addedAt },
      });
    },
  });

/** identity's `child-deleted.v1`: the learner and their needs are erased. */
export const childDeletedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'learning-child-deleted',
    on: childDeletedV1,
    inbox: store,
    handle: async ({ childId, deletedAt }, unit) => {
      await unit.handle(learnerStream, childId, {
        type: 'Erase',
        data: { childId, at: deletedAt },
      });
    },
  });

/** test-attempt's `attempt-graded.v1`: every answered question is evidence for its skill. */
export const attemptGradedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'learning-attempt-graded',
    on: attemptGradedV1,
    inbox: store,
    handle: async (graded, unit) => {
      await unit.handle(learnerStream, graded.childId, {
        type: 'RecordGrade',
        data: {
          attemptId: graded.attemptId,
          // A question left blank says little about a skill; answered ones are the evidence.
          answers: graded.questions
            .filter((q) => q.answered)
            .map((q) => ({
              questionId: q.questionId,
              questionNumber: q.questionNumber,
              attemptId: graded.attemptId,
              paperId: graded.paperId,
              section: q.section,
              topic: q.topic,
              subTopic: q.subTopic,
              difficulty: q.difficulty,
              isCorrect: q.isCorrect,
              gradedAt: graded.gradedAt,
            })),
          at: graded.gradedAt,
        },
      });
    },
  });

/** test-attempt's `grade-overridden.v1`: a parent's correction changes the evidence. */
export const gradeOverriddenPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'learning-grade-overridden',
    on: gradeOverriddenV1,
    inbox: store,
    handle: async (changed, unit) => {
      await unit.handle(learnerStream, changed.childId, {
        type: 'Regrade',
        data: {
          attemptId: changed.attemptId,
          questionId: changed.questionId,
          isCorrect: changed.isCorrect,
          at: changed.at,
        },
      });
    },
  });
