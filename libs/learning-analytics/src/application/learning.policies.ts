import { attemptGradedV1, gradeOverriddenV1 } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { definePolicy, familyPolicies } from '@abhyas/runtime';
import { analyticsReportStream } from '../domain/analytics-report.stream';
import { learnerStream } from '../domain/learner.stream';
import type { LearningRepository } from '../infrastructure/learning.repository';

/** identity's child events (the platform's family policies): deletion erases the learner and their reports. */
export const familyChildPolicies = (store: ServiceStore, repository: LearningRepository) =>
  familyPolicies(store, async (childId, unit, at) => {
    await unit.handle(learnerStream, childId, { type: 'Erase', data: { childId, at } });
    for (const report of await repository.reportsOf(childId, unit.tx)) {
      await unit.handle(analyticsReportStream, report.reportId, { type: 'Erase', data: { at } });
    }
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
          score: {
            attemptId: graded.attemptId,
            attemptNumber: graded.attemptNumber,
            paperId: graded.paperId,
            curriculum: graded.curriculum,
            class: graded.class,
            subject: graded.subject,
            chapter: graded.chapter,
            marksObtained: graded.marksObtained,
            maxMarks: graded.maxMarks,
            percentage: graded.percentage,
            gradedAt: graded.gradedAt,
          },
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
          score: {
            marksObtained: changed.totalMarksObtained,
            maxMarks: changed.maxMarks,
            percentage: changed.percentage,
          },
        },
      });
    },
  });
