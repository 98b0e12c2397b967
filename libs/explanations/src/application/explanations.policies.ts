import {
  attemptGradedV1,
  childAddedV1,
  childDeletedV1,
  gradeOverriddenV1,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { definePolicy } from '@abhyas/runtime';
import { explanationRequestStream } from '../domain/explanation-request.stream';
import { familyChildStream } from '../domain/family-child.stream';
import { gradedAttemptStream } from '../domain/graded-attempt.stream';
import { ExplanationsRepository } from '../infrastructure/explanations.repository';

/** identity's `child-added.v1`: the child's parent and name. */
export const childAddedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'explanations-child-added',
    on: childAddedV1,
    inbox: store,
    handle: async ({ childId, parentId, name, addedAt }, unit) => {
      await unit.handle(familyChildStream, childId, {
        type: 'KnowChild',
        data: { childId, parentId, name, at: addedAt },
      });
    },
  });

/** identity's `child-deleted.v1`: the child's requests, explanations and grades are erased. */
export const childDeletedPolicy = (store: ServiceStore, schema: string) =>
  definePolicy({
    name: 'explanations-child-deleted',
    on: childDeletedV1,
    inbox: store,
    handle: async ({ childId, parentId, deletedAt }, unit) => {
      const held = await new ExplanationsRepository(unit.tx, schema).heldFor(childId);
      for (const requestId of held.requestIds) {
        await unit.handle(explanationRequestStream, requestId, {
          type: 'Erase',
          data: { at: deletedAt },
        });
      }
      for (const attemptId of held.attemptIds) {
        await unit.handle(gradedAttemptStream, attemptId, {
          type: 'EraseGrade',
          data: { at: deletedAt },
        });
      }
      await unit.handle(familyChildStream, childId, {
        type: 'EraseChild',
        data: { childId, parentId, at: deletedAt },
      });
    },
  });

/** test-attempt's `attempt-graded.v1`: which answers of the attempt were wrong. */
export const attemptGradedPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'explanations-attempt-graded',
    on: attemptGradedV1,
    inbox: store,
    handle: async (graded, unit) => {
      await unit.handle(gradedAttemptStream, graded.attemptId, {
        type: 'KnowGrade',
        data: {
          attemptId: graded.attemptId,
          childId: graded.childId,
          parentId: graded.parentId,
          paperId: graded.paperId,
          curriculum: graded.curriculum,
          subject: graded.subject,
          class: graded.class,
          questions: graded.questions.map((q) => ({
            questionId: q.questionId,
            questionNumber: q.questionNumber,
            answered: q.answered,
            isCorrect: q.isCorrect,
            studentAnswer: q.studentAnswer,
            correctAnswer: q.correctAnswer,
            difficulty: q.difficulty,
            topic: q.topic,
            subTopic: q.subTopic,
          })),
          at: graded.gradedAt,
        },
      });
    },
  });

/** test-attempt's `grade-overridden.v1`: a question a parent marked right is no longer wrong. */
export const gradeOverriddenPolicy = (store: ServiceStore) =>
  definePolicy({
    name: 'explanations-grade-overridden',
    on: gradeOverriddenV1,
    inbox: store,
    handle: async (changed, unit) => {
      await unit.handle(gradedAttemptStream, changed.attemptId, {
        type: 'ChangeQuestionGrade',
        data: { questionId: changed.questionId, isCorrect: changed.isCorrect, at: changed.at },
      });
    },
  });
