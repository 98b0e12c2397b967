import type { AssignmentView, AttemptSummary } from '@abhyas/contracts';

/** A submitted attempt as `GET /api/test-attempts/student/...` lists it. */
export const attemptSummary = (
  overrides: Partial<AttemptSummary> & { subject?: string; chapter?: string } = {},
): AttemptSummary => {
  const { subject = 'Mathematics', chapter = 'Patterns in Mathematics', ...rest } = overrides;
  return {
    _id: 'attempt-1',
    assignmentId: 'asg-1',
    paperId: {
      _id: `paper-${subject}-${chapter}`,
      title: `${chapter} practice`,
      subject,
      chapter,
      curriculum: 'CBSE',
      class: 6,
      totalMarks: 20,
    },
    status: 'completed',
    attemptNumber: 1,
    totalMarks: 15,
    maxMarks: 20,
    percentage: 75,
    timeTaken: 12,
    timeTakenSeconds: 720,
    numCorrect: 15,
    numWrong: 5,
    numUnanswered: 0,
    provisional: false,
    completedAt: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-12-01T09:48:00.000Z',
    ...rest,
  };
};

/** A scheduled test as `GET /api/assignments/...` lists it. */
export const assignmentView = (overrides: Partial<AssignmentView> = {}): AssignmentView => ({
  _id: 'asg-1',
  paperId: 'paper-1',
  paper: {
    _id: 'paper-1',
    title: 'Patterns practice',
    subject: 'Mathematics',
    chapter: 'Patterns in Mathematics',
    curriculum: 'CBSE',
    class: 6,
    totalMarks: 20,
    questionCount: 10,
    timeDuration: 45,
  },
  scheduledDate: '2026-12-06',
  dueDate: '2026-12-06',
  timeDuration: 45,
  extraTimePercent: 0,
  attempted: false,
  scheduledAt: '2026-12-01T08:00:00.000Z',
  ...overrides,
});
