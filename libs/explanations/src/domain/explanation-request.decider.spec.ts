import { deciderSpec } from '@abhyas/testing';
import { type ApprovalOutcome, explanationRequestDecider } from './explanation-request.decider';
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
const approve = (outcome: ApprovalOutcome) => ({
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

  describe('an explanation written by the generation worker', () => {
    const deadlineAt = '2026-11-25T10:05:00.000Z';
    const later = '2026-11-25T10:01:00.000Z';
    const afterDeadline = '2026-11-25T10:05:00.001Z';
    const brief = {
      question: {
        question: requested.question,
        options: requested.options,
        correctAnswer: 'B',
        studentAnswer: 'A',
        syllabus: requested.syllabus,
        topic: 'Fractions',
      },
      deadlineAt,
      deadlineMs: 300_000,
    };
    const generation: ExplanationRequestEvent = {
      type: 'ExplanationGenerationRequested',
      data: { requestId: 'exr-1', requestedAt: at, ...brief },
    };
    const written = { ...requested.source!, relatedTopics: ['Fractions'] };
    const ready: ExplanationRequestEvent = {
      type: 'ExplanationReady',
      data: { explanation: written, at: later },
    };
    const failed = (when: string): ExplanationRequestEvent => ({
      type: 'ExplanationFailed',
      data: { reason: 'could not', at: when },
    });
    const settled = (outcome: 'committed' | 'released'): ExplanationRequestEvent => ({
      type: 'ExplanationCreditsSettled',
      data: { outcome, at: later },
    });
    const record = {
      type: 'RecordExplanation' as const,
      data: { explanation: written, at: later },
    };
    const fail = { type: 'FailExplanation' as const, data: { reason: 'could not', at: later } };
    const expire = (when: string) => ({
      type: 'ExpireExplanation' as const,
      data: { reason: 'could not', at: when },
    });
    const settle = (outcome: 'committed' | 'released') => ({
      type: 'SettleCredits' as const,
      data: { outcome, at: later },
    });

    it('asks the worker on approval, once', () => {
      spec
        .given([asked])
        .when(approve({ generate: brief }))
        .then([approved, generation]);
      spec
        .given([asked, approved, generation])
        .when(approve({ generate: brief }))
        .then([]);
    });

    it('records a ready explanation once, and its credit is committed once', () => {
      spec.given([asked, approved, generation]).when(record).then([ready]);
      spec.given([asked, approved, generation, ready]).when(record).then([]);
      spec
        .given([asked, approved, generation, ready])
        .when(settle('committed'))
        .then([settled('committed')]);
      spec
        .given([asked, approved, generation, ready, settled('committed')])
        .when(settle('committed'))
        .then([]);
    });

    it('fails once and releases once; a result after the failure changes nothing', () => {
      spec
        .given([asked, approved, generation])
        .when(fail)
        .then([failed(later)]);
      spec
        .given([asked, approved, generation, failed(later)])
        .when(fail)
        .then([]);
      spec
        .given([asked, approved, generation, failed(later)])
        .when(record)
        .then([]);
      spec
        .given([asked, approved, generation, failed(later)])
        .when(settle('released'))
        .then([settled('released')]);
      spec
        .given([asked, approved, generation, failed(later), settled('released')])
        .when(settle('released'))
        .then([]);
    });

    it('expires only past the deadline, and a late result after it changes nothing', () => {
      spec.given([asked, approved, generation]).when(expire(later)).then([]);
      spec
        .given([asked, approved, generation])
        .when(expire(afterDeadline))
        .then([failed(afterDeadline)]);
      const expired = [asked, approved, generation, failed(afterDeadline)];
      spec.given(expired).when(expire(afterDeadline)).then([]);
      spec.given(expired).when(record).then([]);
      spec.given([asked, approved, generation, ready]).when(expire(afterDeadline)).then([]);
    });

    it('settles nothing while it is being prepared, nor an explanation it did not write', () => {
      spec.given([asked, approved, generation]).when(settle('committed')).then([]);
      spec
        .given([asked, approved, { type: 'ExplanationReady', data: { explanation: written, at } }])
        .when(settle('committed'))
        .then([]);
    });

    it('takes no result for a request that was never approved or is gone', () => {
      spec.given([asked]).when(record).thenThrows(ExplanationRuleViolation);
      spec.given([]).when(fail).thenThrows(ExplanationRuleViolation);
      spec
        .given([asked, approved, generation, { type: 'ExplanationErased', data: { at } }])
        .when(record)
        .thenThrows(ExplanationRuleViolation);
    });
  });
});
