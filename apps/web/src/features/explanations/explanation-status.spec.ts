import { EXPLANATION_MESSAGES as M, type ExplanationRequestView } from '@abhyas/contracts';
import {
  approvalCost,
  SOURCE_NOTES,
  answerText,
  creditsText,
  difficultyLabel,
  filterRequests,
  filterTabs,
  formatRequestDate,
  requestForQuestion,
  requestState,
} from './explanation-status';

const request = (overrides: Partial<ExplanationRequestView> = {}): ExplanationRequestView => ({
  _id: 'exr-1',
  questionId: 'q1',
  testAttemptId: 'att-1',
  questionNumber: 3,
  question: 'What is 7 × 8?',
  options: ['A) 54', 'B) 56', 'C) 58', 'D) 64'],
  studentAnswer: 'A',
  correctAnswer: 'B',
  status: 'pending',
  urgency: 'medium',
  requestReason: 'I mixed up my tables',
  cost: 1,
  explanationSource: 'worked-solution',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  syllabus: { curriculum: 'CBSE', subject: 'Mathematics', class: 6 },
  studentId: { _id: 'child-1', name: 'Ishaan' },
  ...overrides,
});

describe('explanation request status', () => {
  it('says a pending request awaits the parent', () => {
    expect(requestState(request())).toEqual({ kind: 'pending', label: 'Awaiting Parent Approval' });
  });

  it('offers an approved, ready explanation', () => {
    expect(requestState(request({ status: 'approved', production: 'ready' }))).toEqual({
      kind: 'ready',
      label: 'View Detailed Explanation',
    });
  });

  it('says an approved one is being prepared, or could not be and the credit came back', () => {
    expect(requestState(request({ status: 'approved', production: 'preparing' })).kind).toBe(
      'preparing',
    );
    expect(requestState(request({ status: 'approved', production: 'failed' }))).toEqual({
      kind: 'failed',
      label: 'Could not be prepared',
      detail: M.couldNotProduce,
    });
    expect(
      requestState(request({ status: 'approved', production: 'failed', failureReason: 'No key' })),
    ).toMatchObject({ detail: 'No key' });
  });

  it('shows the parent’s reason and notes, or the default text', () => {
    const decisionDate = '2026-11-26T10:00:00.000Z';
    expect(
      requestState(
        request({
          status: 'rejected',
          parentDecision: { reason: 'Try it again first', notes: 'Ask me tonight', decisionDate },
        }),
      ),
    ).toEqual({
      kind: 'rejected',
      label: 'Not approved',
      detail: 'Try it again first',
      notes: 'Ask me tonight',
    });
    expect(
      requestState(request({ status: 'rejected', parentDecision: { reason: ' ', decisionDate } })),
    ).toEqual({ kind: 'rejected', label: 'Not approved', detail: M.defaultRejection, notes: null });
  });
});

describe('explanation filters', () => {
  const list = [
    request({ _id: 'a', createdAt: '2026-11-20T10:00:00Z' }),
    request({ _id: 'b', status: 'approved', createdAt: '2026-11-24T10:00:00Z' }),
    request({ _id: 'c', status: 'rejected', createdAt: '2026-11-22T10:00:00Z' }),
    request({ _id: 'd', createdAt: '2026-11-23T10:00:00Z' }),
  ];

  it('keeps one status, newest first; all keeps every one', () => {
    expect(filterRequests(list, 'all').map((r) => r._id)).toEqual(['b', 'd', 'c', 'a']);
    expect(filterRequests(list, 'pending').map((r) => r._id)).toEqual(['d', 'a']);
    expect(filterRequests(list, 'approved').map((r) => r._id)).toEqual(['b']);
    expect(filterRequests(list, 'rejected').map((r) => r._id)).toEqual(['c']);
  });

  it('does not reorder the list it was given', () => {
    filterRequests(list, 'all');
    expect(list.map((r) => r._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('labels each tab with its count', () => {
    expect(filterTabs(list).map((tab) => tab.label)).toEqual([
      'All (4)',
      'Pending (2)',
      'Approved (1)',
      'Rejected (1)',
    ]);
    expect(filterTabs([]).map((tab) => tab.key)).toEqual([
      'all',
      'pending',
      'approved',
      'rejected',
    ]);
  });

  it('finds the request of a question in one attempt only', () => {
    const asked = [request(), request({ _id: 'exr-2', testAttemptId: 'att-2' })];
    expect(requestForQuestion(asked, 'att-2', 'q1')?._id).toBe('exr-2');
    expect(requestForQuestion(asked, 'att-3', 'q1')).toBeUndefined();
    expect(requestForQuestion(asked, 'att-1', 'q9')).toBeUndefined();
    expect(requestForQuestion(undefined, 'att-1', 'q1')).toBeUndefined();
  });
});

describe('explanation display', () => {
  it('names difficulty, Medium when none was given', () => {
    expect(difficultyLabel('hard')).toBe('Hard');
    expect(difficultyLabel('very_hard')).toBe('Very hard');
    expect(difficultyLabel('')).toBe('Medium');
    expect(difficultyLabel(undefined)).toBe('Medium');
  });

  it('shows answers as the option they name, or as written', () => {
    const options = ['A) 54', 'B) 56'];
    expect(answerText(options, 'B')).toBe('B) 56');
    expect(answerText(options, '0')).toBe('A) 54');
    expect(answerText(undefined, 'photosynthesis')).toBe('photosynthesis');
    expect(answerText(options, null)).toBe('Not answered');
    expect(answerText(options, '  ')).toBe('Not answered');
  });

  it('counts credits and dates the Indian way', () => {
    expect(creditsText(1)).toBe('1 Credit');
    expect(creditsText(2)).toBe('2 Credits');
    expect(formatRequestDate('2026-11-25T20:00:00Z')).toBe('26 Nov 2026');
    expect(formatRequestDate(undefined)).toBe('–');
    expect(formatRequestDate('soon')).toBe('soon');
  });
});

describe('what approving costs', () => {
  it('is nothing when no explanation can be prepared, and the parent is told so first', () => {
    expect(approvalCost({ cost: 1, explanationSource: 'none' })).toBe(0);
    expect(SOURCE_NOTES.none).toBe(M.noWorkedSolution);
  });

  it('is the request’s cost when the worked solution or the worker provides it', () => {
    expect(approvalCost({ cost: 1, explanationSource: 'worked-solution' })).toBe(1);
    expect(approvalCost({ cost: 1, explanationSource: 'ai' })).toBe(1);
    expect(SOURCE_NOTES['worked-solution']).toBeNull();
    expect(SOURCE_NOTES.ai).toContain('only once it is ready');
  });
});
