import type { AssignmentView } from '@abhyas/contracts';
import { cardAction, formatDueDate, isCardVisible, testCards, testNameOf } from './test-cards';

const today = '2026-11-25';
const assignment = (overrides: Partial<AssignmentView> = {}): AssignmentView => ({
  _id: 'a1',
  paperId: 'p1',
  paper: {
    _id: 'p1',
    title: 'Fractions',
    subject: 'Mathematics',
    chapter: 'Fractions',
    curriculum: 'CBSE',
    class: 6,
    totalMarks: 15,
    questionCount: 10,
    timeDuration: 45,
  },
  scheduledDate: today,
  dueDate: today,
  timeDuration: 45,
  extraTimePercent: 0,
  attempted: false,
  scheduledAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('test cards', () => {
  it('starts today as Start Test and a past date as Start Now', () => {
    expect(cardAction(assignment(), today)).toEqual({ kind: 'start', label: 'Start Test' });
    expect(cardAction(assignment({ scheduledDate: '2026-11-24' }), today)).toEqual({
      kind: 'start',
      label: 'Start Now',
    });
  });

  it('offers nothing before the due date', () => {
    expect(cardAction(assignment({ scheduledDate: '2026-11-26' }), today)).toEqual({
      kind: 'coming-soon',
    });
  });

  it('resumes a first attempt in progress and continues an allowed retake', () => {
    const inProgress = assignment({
      latestAttempt: { _id: 't1', attemptNumber: 1, status: 'in_progress' },
    });
    expect(cardAction(inProgress, today)).toEqual({ kind: 'start', label: 'Resume Test' });
    const retake = assignment({
      attempted: true,
      latestAttempt: { _id: 't2', attemptNumber: 2, status: 'not_started' },
    });
    expect(cardAction(retake, today)).toEqual({ kind: 'start', label: 'Continue Retake' });
    const retakeGoing = assignment({
      scheduledDate: '2026-11-01',
      attempted: true,
      latestAttempt: { _id: 't2', attemptNumber: 2, status: 'in_progress' },
    });
    expect(cardAction(retakeGoing, today)).toEqual({ kind: 'start', label: 'Continue Retake' });
  });

  it('hides a completed test unless a retake is allowed or under way', () => {
    expect(isCardVisible(assignment())).toBe(true);
    const done = assignment({
      attempted: true,
      latestAttempt: { _id: 't1', attemptNumber: 1, status: 'completed', percentage: 80 },
    });
    expect(isCardVisible(done)).toBe(false);
    const retakeDone = assignment({
      attempted: true,
      latestAttempt: { _id: 't2', attemptNumber: 2, status: 'completed', percentage: 90 },
    });
    expect(isCardVisible(retakeDone)).toBe(false);
    const retake = assignment({
      attempted: true,
      latestAttempt: { _id: 't2', attemptNumber: 2, status: 'not_started' },
    });
    expect(isCardVisible(retake)).toBe(true);
  });

  it('labels and orders the visible cards by date', () => {
    const cards = testCards(
      [
        assignment({ _id: 'later', scheduledDate: '2026-12-01' }),
        assignment({ _id: 'past', scheduledDate: '2026-11-20' }),
        assignment({ _id: 'today' }),
        assignment({
          _id: 'done',
          attempted: true,
          latestAttempt: { _id: 't', attemptNumber: 1, status: 'completed' },
        }),
      ],
      today,
    );
    expect(cards.map((card) => [card.assignment._id, card.dateLabel])).toEqual([
      ['past', 'Overdue'],
      ['today', 'Today'],
      ['later', 'Scheduled'],
    ]);
  });

  it('names a test by subject and chapter, and shows dates the Indian way', () => {
    expect(testNameOf({ subject: 'Science', chapter: 'Light' })).toBe('Science – Light');
    expect(testNameOf({ subject: 'Science', chapter: '' })).toBe('Science');
    expect(formatDueDate('2026-11-05')).toBe('5 Nov 2026');
    expect(formatDueDate('soon')).toBe('soon');
  });
});
