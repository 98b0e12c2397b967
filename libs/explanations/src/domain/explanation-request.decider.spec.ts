import { deciderSpec } from '@abhyas/testing';
import { explanationRequestDecider } from './explanation-request.decider';
import type {
  ExplanationRequestedData,
  ExplanationRequestEvent,
} from './explanation-request.events';
import { ExplanationRuleViolation } from './explanations.errors';

const at = '2026-11-25T10:00:00.000Z';
const requested: ExplanationRequestedData = {
  requestId: 'exr-1',
  attemptId: 'asg-1-1',
  questionId: 'q-1',
  questionNumber: 3,
  childId: 'c1',
  parentId: 'p1',
  paperId: 'paper-1',
  question: 'Which fraction equals 1/2?',
  options: ['2/3', '2/4', '3/4', '1/3'],
  studentAnswer: 'A',
  correctAnswer: 'B',
  requestReason: 'Why is it B?',
  urgency: 'medium',
  cost: 1,
  syllabus: { curriculum: 'CBSE', subject: 'Mathematics', class: 6 },
  source: {
    detailedSolution: ['2/4 = 1/2'],
    keyConcepts: ['equivalent fractions'],
    relatedTopics: [],
    difficultyLevel: 'easy',
  },
  requestedAt: at,
};
const spec = deciderSpec(explanationRequestDecider);
const asked: ExplanationRequestEvent = { type: 'ExplanationRequested', data: requested };
const approve = (
  outcome: { explanation: NonNullable<ExplanationRequestedData['source']> } | { failure: string },
) => ({
  type: 'Approve' as const,
  data: { notes: 'ok', reservationId: 'explanation:exr-1', outcome, at },
});
const approved: ExplanationRequestEvent = {
  type: 'ExplanationApproved',
  data: { notes: 'ok', reservationId: 'explanation:exr-1', at },
};
const rejected: ExplanationRequestEvent = {
  type: 'ExplanationRejected',
  data: { reason: 'Try first', at },
};

describe('explanation request decider', () => {
  it('takes a request for a wrong answer only, once', () => {
    spec
      .given([])
      .when({ type: 'RequestExplanation', data: { ...requested, wrongAnswer: true } })
      .then([asked]);
    spec
      .given([])
      .when({ type: 'RequestExplanation', data: { ...requested, wrongAnswer: false } })
      .thenThrows(ExplanationRuleViolation);
    spec
      .given([asked])
      .when({ type: 'RequestExplanation', data: { ...requested, wrongAnswer: true } })
      .thenThrows(ExplanationRuleViolation);
  });

  it('approves with the explanation in the same step; a repeated approval changes nothing', () => {
    const source = requested.source!;
    spec
      .given([asked])
      .when(approve({ explanation: source }))
      .then([approved, { type: 'ExplanationReady', data: { explanation: source, at } }]);
    spec
      .given([asked, approved])
      .when(approve({ explanation: source }))
      .then([]);
  });

  it('says why when no explanation can be produced (the credit is not taken)', () => {
    spec
      .given([asked])
      .when(approve({ failure: 'none' }))
      .then([approved, { type: 'ExplanationFailed', data: { reason: 'none', at } }]);
  });

  it('decides only a pending request: whichever of approve and reject comes second loses', () => {
    spec
      .given([asked])
      .when({ type: 'Reject', data: { reason: 'Try first', at } })
      .then([rejected]);
    spec
      .given([asked, rejected])
      .when(approve({ failure: 'x' }))
      .thenThrows(ExplanationRuleViolation);
    spec
      .given([asked, approved])
      .when({ type: 'Reject', data: { reason: 'late', at } })
      .thenThrows(ExplanationRuleViolation);
    spec
      .given([])
      .when({ type: 'Reject', data: { reason: 'x', at } })
      .thenThrows(ExplanationRuleViolation);
  });
});
