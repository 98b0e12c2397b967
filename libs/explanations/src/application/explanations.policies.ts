import { attemptGradedV1, gradeOverriddenV1 } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { definePolicy, familyPolicies } from '@abhyas/runtime';
import { explanationRequestStream } from '../domain/explanation-request.stream';
import { gradedAttemptStream } from '../domain/graded-attempt.stream';
import { ExplanationsRepository } from '../infrastructure/explanations.repository';

/**
 * identity's child events (the platform's family policies): on deletion the child's requests,
 * explanations and grades are erased with the child.
 */
export const familyChildPolicies = (store: ServiceStore, schema: string) =>
  familyPolicies(store, async (childId, unit, at) => {
    const held = await new ExplanationsRepository(unit.tx, schema).heldFor(childId);
    for (const requestId of held.requestIds) {
      await unit.handle(explanationRequestStream, requestId, { type: 'Erase', data: { at } });
    }
    for (const attemptId of held.attemptIds) {
      await unit.handle(gradedAttemptStream, attemptId, { type: 'EraseGrade', data: { at } });
    }
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
