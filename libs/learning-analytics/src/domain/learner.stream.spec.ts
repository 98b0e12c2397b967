import { deciderSpec } from '@abhyas/testing';
import { type AttemptScore, learnerDecider, type LearnerEvent } from './learner.stream';
import type { AnswerEvidence } from './mastery-model';

const at = '2026-11-25T09:30:00.000Z';
const answers: AnswerEvidence[] = [
  {
    questionId: 'q1',
    questionNumber: 1,
    attemptId: 'att-1',
    paperId: 'paper-1',
    section: 'S2',
    topic: 'numbers',
    subTopic: 'Place value',
    difficulty: 'medium',
    isCorrect: false,
    gradedAt: at,
  },
];
const score: AttemptScore = {
  attemptId: 'att-1',
  attemptNumber: 1,
  paperId: 'paper-1',
  curriculum: 'CBSE',
  class: 6,
  subject: 'Mathematics',
  chapter: 'Numbers',
  marksObtained: 0,
  maxMarks: 1,
  percentage: 0,
  gradedAt: at,
};
/** The needs are the mastery model's (specified in its own spec); here only that they follow. */
const needsComputed = expect.objectContaining({ type: 'LearningNeedsComputed' }) as LearnerEvent;
const graded: LearnerEvent = { type: 'AnswersGraded', data: { attemptId: 'att-1', answers, at } };
const scored: LearnerEvent = { type: 'AttemptScored', data: score };
const spec = deciderSpec(learnerDecider);

describe('learner decider: the attempt totals the report’s scores come from', () => {
  it('records a graded attempt’s totals beside its answers, once', () => {
    spec
      .given([])
      .when({ type: 'RecordGrade', data: { attemptId: 'att-1', answers, at, score } })
      .then([graded, scored, needsComputed]);
    spec
      .given([graded, scored])
      .when({ type: 'RecordGrade', data: { attemptId: 'att-1', answers, at, score } })
      .then([]);
  });

  it('revises the totals after a mark change, for an attempt whose totals it holds', () => {
    const regrade = {
      type: 'Regrade' as const,
      data: {
        attemptId: 'att-1',
        questionId: 'q1',
        isCorrect: true,
        at,
        score: { marksObtained: 1, maxMarks: 1, percentage: 100 },
      },
    };
    const regraded: LearnerEvent = {
      type: 'AnswerRegraded',
      data: { attemptId: 'att-1', questionId: 'q1', isCorrect: true, at },
    };
    spec
      .given([graded, scored])
      .when(regrade)
      .then([
        regraded,
        {
          type: 'ScoreRevised',
          data: { attemptId: 'att-1', marksObtained: 1, maxMarks: 1, percentage: 100, at },
        },
        needsComputed,
      ]);
    // Graded before totals were recorded: the answer changes, there is no total to revise.
    spec.given([graded]).when(regrade).then([regraded, needsComputed]);
  });
});
