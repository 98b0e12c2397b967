import {
  initialSession,
  questionMark,
  submitSummary,
  submittedAnswers,
  testSessionReducer,
  type TestSessionEvent,
  type TestSessionState,
} from './test-session.reducer';

const questions = ['q1', 'q2', 'q3', 'q4'].map((id, index) => ({
  _id: id,
  questionNumber: index + 1,
}));
const order = [0, 1, 2, 3];
const start = (overrides: Partial<Parameters<typeof initialSession>[0]> = {}) =>
  initialSession({
    answers: {},
    currentQuestion: 0,
    flagged: [],
    visited: [],
    progressVersion: 0,
    questions,
    ...overrides,
  });
const run = (state: TestSessionState, events: TestSessionEvent[]) =>
  events.reduce(testSessionReducer, state);

describe('test session', () => {
  it('resumes where the child was, marking that question visited', () => {
    const resumed = start({
      answers: { q1: { value: 'B', version: 2 } },
      currentQuestion: 2,
      flagged: ['q2'],
      visited: ['q1'],
      progressVersion: 7,
    });
    expect(resumed).toEqual({
      answers: { q1: { value: 'B', version: 2 } },
      current: 2,
      flagged: ['q2'],
      visited: ['q1', 'q3'],
      progressVersion: 7,
    });
    expect(start({ currentQuestion: 40 }).current).toBe(0);
  });

  it('counts each change of an answer up from the version it resumed with', () => {
    const state = run(start({ answers: { q1: { value: 'A', version: 3 } } }), [
      { type: 'answered', questionId: 'q1', value: 'B' },
      { type: 'answered', questionId: 'q1', value: 'B' },
      { type: 'answered', questionId: 'q2', value: 'photosynthesis' },
    ]);
    expect(state.answers).toEqual({
      q1: { value: 'B', version: 4 },
      q2: { value: 'photosynthesis', version: 1 },
    });
  });

  it('moves and flags, counting the progress version', () => {
    const state = run(start(), [
      { type: 'moved', index: 2, questionId: 'q3' },
      { type: 'flagToggled', questionId: 'q3' },
      { type: 'flagToggled', questionId: 'q1' },
      { type: 'flagToggled', questionId: 'q3' },
    ]);
    expect(state).toMatchObject({ current: 2, flagged: ['q1'], visited: ['q1', 'q3'] });
    expect(state.progressVersion).toBe(4);
  });

  it('marks questions answered, visited, skipped or not visited', () => {
    const state = run(start(), [
      { type: 'answered', questionId: 'q1', value: 'C' },
      { type: 'moved', index: 2, questionId: 'q3' },
    ]);
    expect(order.map((index) => questionMark(state, order, questions, index))).toEqual([
      'answered',
      'skipped',
      'visited',
      'not-visited',
    ]);
    const cleared = run(state, [{ type: 'answered', questionId: 'q1', value: '  ' }]);
    expect(questionMark(cleared, order, questions, 0)).toBe('visited');
  });

  it('sums up unanswered and flagged questions and lists the answers to submit', () => {
    const state = run(start(), [
      { type: 'answered', questionId: 'q1', value: 'C' },
      { type: 'answered', questionId: 'q2', value: 'x' },
      { type: 'answered', questionId: 'q2', value: '' },
      { type: 'flagToggled', questionId: 'q4' },
    ]);
    expect(submitSummary(state, questions)).toEqual({ total: 4, unanswered: 3, flagged: 1 });
    expect(submittedAnswers(state, questions)).toEqual([
      { questionId: 'q1', questionNumber: 1, selectedAnswer: 'C', version: 1 },
      { questionId: 'q2', questionNumber: 2, selectedAnswer: '', version: 2 },
    ]);
  });
});
