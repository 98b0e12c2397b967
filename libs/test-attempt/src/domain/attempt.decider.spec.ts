import { deciderSpec } from '@abhyas/testing';
import { attemptDecider } from './attempt.decider';
import type { AttemptEvent, AttemptStartedData } from './attempt.events';
import { TestRuleViolation } from './test-attempt.errors';
import { questions } from './test-fixtures';

const started: AttemptStartedData = {
  attemptId: 'asg-1-1',
  assignmentId: 'asg-1',
  attemptNumber: 1,
  parentId: 'p1',
  childId: 'c1',
  paperId: 'paper-1',
  paper: {
    title: 'Fractions',
    curriculum: 'CBSE',
    class: 6,
    subject: 'Mathematics',
    chapter: 'Fractions',
  },
  questionIds: questions.map((q) => q._id),
  // 45 minutes with 50 % extra time.
  durationSeconds: 4050,
  extraTimePercent: 50,
  startedAt: '2026-11-25T04:00:00.000Z',
  deadline: '2026-11-25T05:07:30.000Z',
};
const during = '2026-11-25T04:30:00.000Z';
const inGrace = '2026-11-25T05:07:50.000Z';
const afterGrace = '2026-11-25T05:08:01.000Z';

const spec = deciderSpec(attemptDecider);
const startedEvent: AttemptEvent = { type: 'AttemptStarted', data: started };
const answered = (questionId: string, selectedAnswer: string, version: number): AttemptEvent => ({
  type: 'AnswerRecorded',
  data: { questionId, selectedAnswer, version, at: during },
});
const record = (
  questionId: string,
  selectedAnswer: string,
  version: number,
  at = during,
  childId = 'c1',
) => ({
  type: 'RecordAnswer' as const,
  data: { childId, questionId, selectedAnswer, version, at },
});
const submit = (
  at: string,
  by: 'student' | 'deadline' = 'student',
  answers: { questionId: string; selectedAnswer: string; version?: number }[] = [],
) => ({
  type: 'SubmitAttempt' as const,
  data: { at, by, answers, questions },
});

describe('attempt decider', () => {
  it('starts once: a second start (another device, a retry) resumes the same attempt', () => {
    spec.given([]).when({ type: 'StartAttempt', data: started }).then([startedEvent]);
    spec.given([startedEvent]).when({ type: 'StartAttempt', data: started }).then([]);
  });

  it('keeps the newest version of an answer: an older or repeated save changes nothing', () => {
    spec
      .given([startedEvent])
      .when(record('q-mcq', 'B', 1))
      .then([answered('q-mcq', 'B', 1)]);
    spec
      .given([startedEvent, answered('q-mcq', 'B', 3)])
      .when(record('q-mcq', 'A', 2))
      .then([]);
    spec
      .given([startedEvent, answered('q-mcq', 'B', 3)])
      .when(record('q-mcq', 'B', 3))
      .then([]);
    spec
      .given([startedEvent, answered('q-mcq', 'B', 3)])
      .when(record('q-mcq', 'C', 4))
      .then([answered('q-mcq', 'C', 4)]);
  });

  it('takes saves until the deadline plus grace, then refuses them as late', () => {
    spec
      .given([startedEvent])
      .when(record('q-mcq', 'B', 1, inGrace))
      .then([
        {
          type: 'AnswerRecorded',
          data: { questionId: 'q-mcq', selectedAnswer: 'B', version: 1, at: inGrace },
        },
      ]);
    spec
      .given([startedEvent])
      .when(record('q-mcq', 'B', 1, afterGrace))
      .thenThrows(TestRuleViolation);
  });

  it('refuses a save for a question not in the paper, from another child, or before a start', () => {
    spec
      .given([startedEvent])
      .when(record('q-other', 'B', 1))
      .thenThrows(TestRuleViolation);
    spec
      .given([startedEvent])
      .when(record('q-mcq', 'B', 1, during, 'c2'))
      .thenThrows(TestRuleViolation);
    spec
      .given([])
      .when(record('q-mcq', 'B', 1))
      .thenThrows(TestRuleViolation);
  });

  it('submits once and grades in the same step; a duplicate submit changes nothing', () => {
    const history = [startedEvent, answered('q-mcq', 'B', 1), answered('q-tf', 'False', 2)];
    const events = attemptDecider.decide(
      submit(during, 'student', [
        { questionId: 'q-blank', questionNumber: 2, selectedAnswer: '1/2' } as never,
      ]),
      history.reduce(attemptDecider.evolve, attemptDecider.initialState()),
    );
    expect(events.map((e) => e.type)).toEqual(['AttemptSubmitted', 'AttemptGraded']);
    expect(events[0].data).toEqual({
      submittedAt: during,
      submittedBy: 'student',
      answers: { 'q-mcq': 'B', 'q-tf': 'False', 'q-blank': '1/2' },
    });
    expect(events[1].data).toMatchObject({
      marksObtained: 2,
      maxMarks: 5,
      numCorrect: 2,
      numWrong: 1,
      numUnanswered: 1,
    });
    spec
      .given([...history, ...events])
      .when(submit(during))
      .then([]);
    spec
      .given([...history, ...events])
      .when(record('q-mcq', 'A', 9))
      .thenThrows(TestRuleViolation);
  });

  it('lets a submitted answer replace a saved one only when its version is newer', () => {
    const history = [startedEvent, answered('q-mcq', 'B', 3)];
    const state = history.reduce(attemptDecider.evolve, attemptDecider.initialState());
    const older = attemptDecider.decide(
      submit(during, 'student', [{ questionId: 'q-mcq', selectedAnswer: 'A', version: 2 }]),
      state,
    );
    expect(older[0].data).toMatchObject({ answers: { 'q-mcq': 'B' } });
    const unversioned = attemptDecider.decide(
      submit(during, 'student', [{ questionId: 'q-mcq', selectedAnswer: 'A' }]),
      state,
    );
    expect(unversioned[0].data).toMatchObject({ answers: { 'q-mcq': 'B' } });
    const newer = attemptDecider.decide(
      submit(during, 'student', [{ questionId: 'q-mcq', selectedAnswer: 'A', version: 4 }]),
      state,
    );
    expect(newer[0].data).toMatchObject({ answers: { 'q-mcq': 'A' } });
  });

  it('after the grace period a submit is the deadline’s: the browser’s late copy does not count', () => {
    const state = [startedEvent, answered('q-mcq', 'B', 1)].reduce(
      attemptDecider.evolve,
      attemptDecider.initialState(),
    );
    const late = attemptDecider.decide(
      submit(afterGrace, 'student', [{ questionId: 'q-tf', selectedAnswer: 'True', version: 1 }]),
      state,
    );
    expect(late[0].data).toEqual({
      submittedAt: afterGrace,
      submittedBy: 'deadline',
      answers: { 'q-mcq': 'B' },
    });
  });

  it('lets a parent override one question’s marks after grading, within its marks, and totals follow', () => {
    const state0 = [startedEvent, answered('q-short', 'the perimeter is 40', 1)].reduce(
      attemptDecider.evolve,
      attemptDecider.initialState(),
    );
    const graded = attemptDecider.decide(submit(during), state0);
    const history = [startedEvent, answered('q-short', 'the perimeter is 40', 1), ...graded];
    const override = {
      type: 'OverrideMarks' as const,
      data: {
        questionId: 'q-short',
        marks: 2,
        reason: 'cost shown in the working',
        by: 'p1',
        at: afterGrace,
      },
    };
    const [changed] = attemptDecider.decide(
      override,
      history.reduce(attemptDecider.evolve, attemptDecider.initialState()),
    );
    expect(changed).toMatchObject({
      type: 'GradeOverridden',
      data: {
        questionId: 'q-short',
        marks: 2,
        previousMarks: 1,
        isCorrect: true,
        totals: { marksObtained: 2, percentage: 40 },
      },
    });
    const after = [...history, changed].reduce(
      attemptDecider.evolve,
      attemptDecider.initialState(),
    );
    expect(
      after.status === 'graded' && after.graded.questions.find((q) => q.questionId === 'q-short'),
    ).toMatchObject({ marksObtained: 2, provisional: false });
    spec
      .given(history)
      .when({ ...override, data: { ...override.data, marks: 3 } })
      .thenThrows(TestRuleViolation);
    spec.given([startedEvent]).when(override).thenThrows(TestRuleViolation);
  });

  it('ignores stale or late progress, keeps the newest', () => {
    const progress = (version: number, at = during) => ({
      type: 'SaveProgress' as const,
      data: {
        childId: 'c1',
        currentQuestion: 2,
        flagged: ['q-tf'],
        visited: ['q-mcq', 'q-blank'],
        version,
        at,
      },
    });
    const saved: AttemptEvent = {
      type: 'ProgressSaved',
      data: {
        currentQuestion: 2,
        flagged: ['q-tf'],
        visited: ['q-mcq', 'q-blank'],
        version: 2,
        at: during,
      },
    };
    spec.given([startedEvent]).when(progress(2)).then([saved]);
    spec.given([startedEvent, saved]).when(progress(1)).then([]);
    spec.given([startedEvent]).when(progress(3, afterGrace)).then([]);
  });
});
