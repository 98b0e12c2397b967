/** Spec constants for scheduling and taking tests (student doc §9, parent doc §5 and §9). */
export const TEST_RULES = {
  /** Credits a schedule costs (parent doc §9). */
  scheduleCost: 5,
  minDuration: 15,
  maxDuration: 180,
  /** Schedule form default: 60 for language subjects, else 45; an Olympiad paper keeps its 60. */
  defaultDuration: { language: 60, other: 45, olympiad: 60 },
  /** The countdown turns red under this many seconds. */
  timerRedBelowSeconds: 300,
  /** A second Start click within this long is ignored. */
  startLockMs: 1000,
  /**
   * After the deadline, saves and the browser's own submit are still taken this long (a slow
   * network at 0:00); then the server submits the attempt itself.
   */
  graceSeconds: 30,
  /** Extra-time accommodation a parent may set for a child, in percent of every test's time. */
  extraTimePercents: [0, 25, 50] as const,
  /** How far ahead a test may be scheduled. */
  maxDaysAhead: 365,
  /** The longest free-text answer kept (characters). */
  maxAnswerLength: 5000,
  /** Free-text answers are saved this long after the child stops typing. */
  textSaveDebounceMs: 800,
} as const;
export type ExtraTimePercent = (typeof TEST_RULES.extraTimePercents)[number];

/** Subjects whose tests default to 60 minutes (student doc §9: subjects of interest). */
export const LANGUAGE_SUBJECTS = ['English', 'Hindi', 'Sanskrit', 'Kannada'] as const;

const OLYMPIAD_CURRICULA = ['IMO', 'NSO', 'IEO', 'ICSO', 'IGKO', 'ISSO'];

const isLanguage = (subject: string) => (LANGUAGE_SUBJECTS as readonly string[]).includes(subject);

/**
 * A school language paper's questions are about the book's own stories and poems: each names
 * the chapter it comes from, as a board paper names the text of an extract. Olympiad chapters
 * are skills (tenses, idioms), which the name would give away.
 */
export const namesTextOfQuestion = (paper: { subject: string; curriculum: string }): boolean =>
  isLanguage(paper.subject) && !OLYMPIAD_CURRICULA.includes(paper.curriculum);

/** The chapter a question of this paper is about, where the paper names it (see above). */
export const textOfQuestion = (
  paper: { subject: string; curriculum: string },
  question: { chapter?: string },
): string | undefined => (namesTextOfQuestion(paper) && question.chapter) || undefined;

/** How the screen, the print view and the PDF name a question's text. */
export const textLabel = (textName: string): string => `From '${textName}'`;

/** The Schedule Test form's default duration for a paper (parent doc §5). */
export const defaultTestDuration = (paper: { subject: string; curriculum?: string }): number => {
  if (paper.curriculum && OLYMPIAD_CURRICULA.includes(paper.curriculum)) {
    return TEST_RULES.defaultDuration.olympiad;
  }
  return isLanguage(paper.subject)
    ? TEST_RULES.defaultDuration.language
    : TEST_RULES.defaultDuration.other;
};

/**
 * Dates are the family's calendar dates in India: a test due "today" is due on the day the
 * child sees on the wall, whatever the server's own time zone.
 */
export const TEST_TIME_ZONE = 'Asia/Kolkata';

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it, and the
// scheduled list and every start ask for today's date.
const INDIAN_DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of an instant in India. */
export const indianDate = (at: Date): string => INDIAN_DATE_FORMAT.format(at);

/** A test card's label by its date (student doc §2). */
export type TestDateLabel = 'Today' | 'Overdue' | 'Scheduled';
export const testDateLabel = (scheduledDate: string, today: string): TestDateLabel =>
  scheduledDate === today ? 'Today' : scheduledDate < today ? 'Overdue' : 'Scheduled';

/** Score colours and bands (student doc §9): 80 and above Excellent, 60 and above Good. */
export type ScoreBand = {
  label: 'Excellent' | 'Good' | 'Needs Improvement';
  tone: 'green' | 'yellow' | 'red';
};
export const scoreBand = (percentage: number): ScoreBand =>
  percentage >= 80
    ? { label: 'Excellent', tone: 'green' }
    : percentage >= 60
      ? { label: 'Good', tone: 'yellow' }
      : { label: 'Needs Improvement', tone: 'red' };

export const TEST_MESSAGES = {
  selectPaperAndDate: 'Please select a paper and due date.',
  durationRange: `Duration must be between ${TEST_RULES.minDuration} and ${TEST_RULES.maxDuration} minutes.`,
  dueDateInPast: 'The due date cannot be in the past.',
  dueDateTooFar: `The due date must be within ${TEST_RULES.maxDaysAhead} days.`,
  scheduled: 'Test scheduled successfully',
  alreadyScheduled:
    'This paper is already scheduled for this student. Use Allow Retake for another attempt.',
  paperNotFound: 'Paper not found',
  studentNotFound: 'Student not found',
  insufficientCredits: 'Insufficient credits',
  notYetDue: 'This test is not open yet. It opens on its due date.',
  testNotFound: 'Test not found',
  failedToStart: 'Failed to start test',
  failedToStartRetry: 'Failed to start test. Please try again.',
  failedToSubmit: 'Failed to submit test',
  submitted: 'Test submitted successfully',
  alreadySubmitted: 'This test has already been submitted.',
  timeUp: 'Time is up: this test has been submitted.',
  notAQuestion: 'That question is not part of this test.',
  answerTooLong: `An answer can be at most ${TEST_RULES.maxAnswerLength} characters.`,
  attemptNotFound: 'Test attempt not found',
  failedToFetchResults: 'Failed to fetch test results',
  failedToFetchAttempts: 'Failed to fetch test attempts',
  failedDetailed: 'Failed to fetch detailed questions',
  missingPaperOrStudent: 'Missing paper ID or student name',
  resultsNotFound: 'Test results not found',
  noResultsForPaper: 'No test results found for this paper and student',
  failedNewAttempt: 'Failed to start new attempt',
  retakeNeedsParent: 'Ask your parent to allow a retake of this test.',
  retakeNeedsCompletedTest: 'A retake can be allowed once the current attempt is submitted.',
  newAttemptStarted: (attemptNumber: number) =>
    `New attempt started! This is attempt #${attemptNumber}. The student can now retake this test.`,
  overrideSaved: 'Marks updated',
  overrideReasonRequired: 'Please give a reason for the change.',
  confirmNewAttempt: 'You have already completed this test. Start a new attempt?',
  overrideTooHigh: (max: number) => `Marks must be between 0 and ${max}.`,
  overrideNotGraded: 'Marks can be changed only on a submitted test.',
  offlineBanner:
    'You are offline. Keep going: your answers are kept on this device and will be sent when you are back online.',
  noTests: 'No Tests Available',
  noResults: 'No Test Results',
  noResultsFiltered: 'No Test Results Found',
  extraTimeSaved: 'Extra time saved',
} as const;
