import { z } from 'zod';
import * as contracts from '../index';

const parent = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  password: 'secret-pass',
  mobile: '9876543210',
};
const student = {
  ...parent,
  role: 'student',
  class: 'Class 7',
  subjects: ['Maths'],
  school: 'Vidya School',
};
const transfer = { transferId: 't-1', accountId: 'p-1', amount: 40, description: 'Credits' };

/**
 * A valid example of every request schema the contracts export (bodies as JSON, queries and
 * params as the strings a URL carries), each with every field filled in, so that every string
 * and number in it can be made hostile below. A new schema without an example fails the first test.
 */
/** A family's saved question, filled in field by field (also the save request's one item). */
const familyQuestion = {
  curriculum: 'CBSE',
  class: 'Class 8',
  subject: 'Mathematics',
  branch: 'Algebra',
  chapter: 'ch01-a-square-and-a-cube',
  topic: 'squares',
  subTopic: 'Perfect squares',
  question: 'Which of these is a perfect square?',
  questionType: 'MCQ',
  difficulty: 'easy',
  marks: 1,
  options: ['6 × 8', '7 × 7', '5 × 10', '3 × 17'],
  correctAnswer: 'B',
  acceptedAnswers: ['forty-nine'],
  modelAnswer: '7 × 7 = 49.',
  rubric: [{ point: '7 × 7', marks: 1, accepted: ['7 x 7'] }],
  passage: 'A short passage.',
  diagram: { svg: '<svg></svg>', alt: 'A square' },
  explanation: {
    detailedSolution: ['7 × 7 = 49'],
    keyConcepts: ['squares'],
    relatedTopics: ['roots'],
  },
};

const EXAMPLES: Record<string, unknown> = {
  contactRequestSchema: { name: 'Asha', email: 'asha@example.in', message: 'Hello\nthere' },
  leadRequestSchema: {
    name: 'Asha',
    email: 'asha@example.in',
    phone: '9876543210',
    grade: 'Class 7',
    consent: true,
    track: 'olympiad',
  },
  newsletterRequestSchema: { email: 'asha@example.in' },
  registerParentRequestSchema: { ...parent, role: 'parent' },
  registerStudentRequestSchema: student,
  registerRequestSchema: student,
  checkEmailRequestSchema: { email: 'asha@example.in' },
  checkMobileRequestSchema: { mobile: '9876543210' },
  sessionRevocationsQuerySchema: { since: '2026-12-06T08:30:00.000Z' },
  loginRequestSchema: { email: 'asha@example.in', password: 'secret-pass' },
  studentLoginRequestSchema: { username: 'aarav123', pin: '1234' },
  changePasswordRequestSchema: { currentPassword: 'secret-pass', newPassword: 'new-secret' },
  updateEmailRequestSchema: { email: 'asha@example.in', currentPassword: 'secret-pass' },
  forgotPasswordRequestSchema: { email: 'asha@example.in' },
  resetPasswordRequestSchema: {
    token: 'c5b1d7a2-4e0f-4c1e-9a57-3f1e2d4b6a80.q3XH2mZt9bVw0kS4yJ7pL1nR8cE5uA6dF2gH3jK4lMo',
    newPassword: 'new-secret',
  },
  addChildRequestSchema: { parentId: 'p-1', child: { name: 'Meera', class: 'Class 6' } },
  notificationPreferencesSchema: {
    testReminders: true,
    resultAlerts: true,
    explanationRequests: false,
    weeklyReport: true,
    channel: 'email',
  },
  examinationPreferencesRequestSchema: {
    preferences: {
      selectedTypes: ['CBSE'],
      selectedCurricula: ['CBSE'],
      selectedSubjects: ['Science'],
    },
  },
  syllabusParamsSchema: { curriculum: 'CBSE', class: '6' },
  availableQuestionsQuerySchema: { curriculum: 'CBSE', class: '6', branch: 'Physics' },
  reloadRequestSchema: {
    userId: 'p-1',
    amount: 100,
    credits: 100,
    paymentMethod: 'card',
    type: 'one_time',
  },
  createOrderRequestSchema: {
    amount: 10_000,
    currency: 'INR',
    notes: { paymentId: 'pay-1', source: 'web' },
  },
  fetchRazorpayDetailsRequestSchema: { razorpayPaymentId: 'pay_1' },
  cancelPaymentRequestSchema: { paymentId: 'pay-1' },
  completeReloadRequestSchema: {
    paymentId: 'pay-1',
    razorpayPaymentId: 'pay_1',
    razorpayOrderId: 'order_1',
    signature: 'abc123',
    amount: 10_000,
    credits: 100,
    paymentMethodDetails: { type: 'card', card: { network: 'Visa', last4: '1111' } },
  },
  createSubscriptionRequestSchema: {
    planId: 'basic_monthly',
    billingCycle: 'monthly',
    userOptions: { note: 'first plan' },
  },
  activateSubscriptionRequestSchema: {
    userId: 'p-1',
    planId: 'basic_monthly',
    billingCycle: 'monthly',
    paymentMethod: 'card',
    razorpaySubscriptionId: 'sub_1',
    razorpayPaymentId: 'pay_1',
    razorpaySignature: 'abc123',
    status: 'active',
  },
  paymentHistoryQuerySchema: {
    limit: '25',
    offset: '0',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    _: '1',
  },
  paymentFailuresQuerySchema: { limit: '20', offset: '0', _: '1' },
  bankBoardParamsSchema: { board: 'cbse' },
  bankGenerationRequestSchema: {
    studentId: 'c-1',
    curriculum: 'CBSE',
    class: 'Class 8',
    subject: 'Mathematics',
    generationType: 'question_bank',
    difficultyDistribution: 'default',
    branch: 'Physics',
    chapter: ['ch01-a-square-and-a-cube'],
    topics: ['squares'],
    paperType: 'chapter-wise',
    totalMarks: 20,
    mcqMarks: 8,
    shortMarks: 6,
    longMarks: 6,
    totalQuestions: 20,
    title: 'Squares test',
    requestId: 'click-0001',
  },
  learningNeedsParamsSchema: { parentId: 'p-1', studentName: 'Asha' },
  learningNeedsQuerySchema: { useEnhanced: 'true' },
  analyticsReportRequestSchema: { requestId: 'click-0001', from: '2026-11-01', to: '2026-11-30' },
  analyticsReportParamsSchema: { reportId: 'rpt-1' },
  explanationRequestSchema: {
    testAttemptId: 'asg-1-1',
    questionId: 'q-1',
    questionNumber: 3,
    studentAnswer: 'A',
    correctAnswer: 'B',
    requestReason: 'Why is it B?',
    urgency: 'high',
  },
  approveExplanationSchema: { notes: 'Good question' },
  rejectExplanationSchema: { reason: 'Try first', notes: 'Ask me tonight' },
  explanationRequestIdParamsSchema: { id: 'exr-1' },
  explanationStudentParamsSchema: { studentId: 'c-1' },
  explanationParentParamsSchema: { parentId: 'p-1' },
  explanationQuestionParamsSchema: { questionId: 'q-1' },
  explanationQueryLookupSchema: { attemptId: 'asg-1-1' },
  questionIdParamsSchema: { id: 'q-1' },
  scheduleTestRequestSchema: {
    user: 'p-1',
    studentName: 'Asha',
    paperId: 'paper-1',
    scheduledDate: '2026-11-25',
    timeDuration: 45,
    requestId: 'r-1',
  },
  assignmentsParamsSchema: { parentId: 'p-1', childId: 'c-1' },
  familyNameParamsSchema: { parentId: 'p-1', studentName: 'Asha' },
  extraTimeRequestSchema: { extraTimePercent: 25 },
  startTestRequestSchema: { paperId: 'paper-1', studentName: 'Asha' },
  startNewAttemptRequestSchema: { paperId: 'paper-1', studentName: 'Asha' },
  saveAnswerRequestSchema: { selectedAnswer: 'B', version: 3 },
  attemptQuestionParamsSchema: { attemptId: 'asg-1-1', questionId: 'q-1' },
  attemptIdParamsSchema: { attemptId: 'asg-1-1' },
  saveProgressRequestSchema: {
    currentQuestion: 2,
    flagged: ['q-2'],
    visited: ['q-1', 'q-2'],
    version: 4,
  },
  submitTestRequestSchema: {
    attemptId: 'asg-1-1',
    answers: [{ questionId: 'q-1', questionNumber: 1, selectedAnswer: 'B', version: 2 }],
  },
  parentViewParamsSchema: { paperId: 'paper-1', parentId: 'p-1', studentName: 'Asha' },
  parentViewQuerySchema: { attemptId: 'asg-1-1' },
  overrideMarksRequestSchema: { marks: 1.5, reason: 'Right method' },
  savePaperRequestSchema: {
    parentId: 'p-1',
    student: 'c-1',
    generationId: 'bank-1',
    title: 'Squares test',
    timeDuration: 45,
  },
  aiGenerationRequestSchema: {
    studentId: 'c-1',
    curriculum: 'CBSE',
    class: 'Class 8',
    subject: 'Mathematics',
    difficultyDistribution: 'default',
    branch: 'Physics',
    chapter: ['ch01-a-square-and-a-cube'],
    topics: ['squares'],
    paperType: 'chapter-wise',
    totalMarks: 20,
    mcqMarks: 8,
    shortMarks: 6,
    longMarks: 6,
    totalQuestions: 20,
    title: 'Squares test',
    requestId: 'click-0001',
  },
  aiOlympiadGenerationRequestSchema: {
    curriculum: 'IMO',
    class: 5,
    subject: 'Mathematics',
    paperType: 'mock',
    title: 'IMO mock',
    requestId: 'click-0002',
  },
  olympiadParamsSchema: { olympiad: 'imo' },
  generationJobParamsSchema: { jobId: 'ai-0123456789abcdef' },
  jobStepRequestSchema: { step: 2 },
  jobFailureRequestSchema: { reason: 'provider_failed', detail: 'HTTP 500\nafter retries' },
  explanationInternalParamsSchema: { requestId: 'exr-0123456789abcdef' },
  generatedExplanationSchema: {
    detailedSolution: ['Halve both:\n2/4 = 1/2'],
    keyConcepts: ['Equivalent fractions'],
    relatedTopics: ['Fractions'],
    difficultyLevel: 'easy',
  },
  explanationResultRequestSchema: {
    explanation: {
      detailedSolution: ['Halve both:\n2/4 = 1/2'],
      keyConcepts: ['Equivalent fractions'],
      relatedTopics: ['Fractions'],
      difficultyLevel: 'easy',
    },
    model: 'gpt-4o-mini',
  },
  explanationFailureRequestSchema: { reason: 'invalid_output', detail: 'no steps\ngiven' },
  aiQuestionSchema: {
    id: 'ai-1-q1',
    type: 'short_answer',
    section: 'S2',
    topic: 'squares',
    subTopic: 'Perfect squares',
    difficulty: 'easy',
    stem: 'Is 49 a perfect square?',
    marks: 2,
    options: ['Yes', 'No'],
    answer: 'A',
    acceptedAnswers: ['forty-nine'],
    modelAnswer: 'Yes: 7 × 7 = 49.',
    rubric: [{ point: '7 × 7', marks: 2, accepted: ['7 x 7'] }],
    passage: 'A short passage.',
    diagram: { svg: '<svg></svg>', alt: 'A square' },
    explanation: {
      detailedSolution: ['7 × 7 = 49'],
      keyConcepts: ['squares'],
      relatedTopics: ['roots'],
    },
  },
  familyQuestionInputSchema: familyQuestion,
  saveQuestionsRequestSchema: { questions: [familyQuestion] },
  familyQuestionsQuerySchema: { curriculum: 'CBSE', class: '8', subject: 'Mathematics' },
  familyQuestionParamsSchema: { questionId: 'fam-0123456789abcdef' },
  jobPaperRequestSchema: {
    questions: [
      {
        id: 'ai-1-q1',
        type: 'mcq',
        section: 'S2',
        topic: 'squares',
        subTopic: 'Perfect squares',
        difficulty: 'easy',
        stem: 'Which is a perfect square?',
        marks: 1,
        options: ['6 × 8', '7 × 7', '5 × 10', '3 × 17'],
        answer: 'B',
        explanation: {
          detailedSolution: ['7 × 7 = 49'],
          keyConcepts: ['squares'],
          relatedTopics: [],
        },
      },
    ],
    model: 'gpt-4o-mini',
  },
  duplicateTitleQuerySchema: { title: 'Squares test', parentId: 'p-1' },
  focusAreaSchema: {
    topic: 'Fractions',
    subTopic: 'Comparing fractions',
    priorityScore: 0.8,
    section: 'S2',
    masteryLifetime: 0.3,
  },
  practicePaperRequestSchema: {
    parentId: 'p-1',
    studentId: 'c-1',
    childName: 'Asha',
    focusAreas: [{ topic: 'Fractions', subTopic: 'Comparing', priorityScore: 0.8, section: 'S2' }],
    learningData: { computedAt: '2026-12-06T10:00:00.000Z' },
    requestId: 'click-0003',
  },
  parentChildParamsSchema: { parentId: 'p-1', childId: 'c-1' },
  paperIdParamsSchema: { id: 'paper-1' },
  recordFailureRequestSchema: {
    userId: 'p-1',
    orderId: 'order_1',
    paymentId: 'pay-1',
    amount: 10_000,
    currency: 'INR',
    gateway: 'razorpay',
    gatewayTransactionId: 'pay_1',
    status: 'failed',
    errorCode: 'BAD_REQUEST_ERROR',
    errorDescription: 'Card declined.\nTry another card.',
    errorSource: 'bank',
    errorStep: 'payment_authorization',
    errorReason: 'card_declined',
    timestamp: '2026-11-22T10:00:00.000Z',
    metadata: { attempt: 1, detail: { reason: 'declined' } },
  },
  sandboxPayRequestSchema: { orderId: 'order_1', card: { number: '4111 1111 1111 1111' } },
  grantCreditsRequestSchema: { ...transfer, type: 'purchase', reference: { orderId: 'order_1' } },
  debitCreditsRequestSchema: {
    ...transfer,
    type: 'usage',
    category: 'other',
    reference: { paperId: 'paper-1' },
  },
  reserveCreditsRequestSchema: {
    reservationId: 'r-1',
    accountId: 'p-1',
    amount: 10,
    category: 'paper_generation',
    description: 'Paper',
    timeoutSeconds: 600,
    reference: { paperId: 'paper-1' },
  },
  commitReservationRequestSchema: { amount: 5, description: 'Paper done' },
  releaseReservationRequestSchema: { reason: 'cancelled' },
  dateRangeQuerySchema: { startDate: '2026-11-01', endDate: '2026-11-30' },
  creditHistoryQuerySchema: {
    page: '1',
    limit: '25',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    _: '1',
  },
  creditStatsQuerySchema: { period: 'week', _: '1' },
};

/** The fields a person names themself or a child by: invisible characters are refused too. */
const NAME_FIELDS = ['name', 'child.name', 'school', 'username', 'studentName'];

const exportedSchemas: Array<[string, z.ZodType]> = [];
for (const [name, value] of Object.entries(contracts)) {
  if (name.endsWith('Schema') && value instanceof z.ZodType) {
    exportedSchemas.push([name, value]);
  }
}

type Leaf = { path: string[]; value: string | number };

const leavesOf = (value: unknown, path: string[] = []): Leaf[] => {
  if (typeof value === 'string' || typeof value === 'number') {
    return [{ path, value }];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...path, key]));
  }
  return [];
};

const withLeaf = (value: unknown, path: string[], leaf: unknown): unknown => {
  if (path.length === 0) {
    return leaf;
  }
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) =>
      String(index) === key ? withLeaf(item, rest, leaf) : item,
    );
  }
  const copy: Record<string, unknown> =
    typeof value === 'object' && value !== null ? { ...value } : {};
  copy[key] = withLeaf(copy[key], rest, leaf);
  return copy;
};

const issuesAt = (schema: z.ZodType, input: unknown, path: string[]) => {
  const result = schema.safeParse(input);
  return {
    success: result.success,
    atPath: (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === path.join('.')),
  };
};

describe.each(exportedSchemas)('%s', (name, schema) => {
  const example = EXAMPLES[name];
  const strings = leavesOf(example).filter((leaf) => typeof leaf.value === 'string');
  // Digits in a query or in a field such as a PIN count too; the cache-buster `_` is any text.
  const numbers = leavesOf(example).filter(
    (leaf) =>
      typeof leaf.value === 'number' || (/^\d+$/.test(String(leaf.value)) && leaf.path[0] !== '_'),
  );

  it('has a valid example here', () => {
    expect(example).toBeDefined();
    expect(schema.safeParse(example).error?.issues ?? []).toEqual([]);
  });

  it('refuses NUL and an unpaired surrogate in every string field, with a 400 at that field', () => {
    for (const leaf of strings) {
      for (const hostile of [`${String(leaf.value)}\u0000`, `\ud800${String(leaf.value)}`]) {
        const { success, atPath } = issuesAt(
          schema,
          withLeaf(example, leaf.path, hostile),
          leaf.path,
        );
        expect({ field: leaf.path.join('.'), hostile, success }).toEqual({
          field: leaf.path.join('.'),
          hostile,
          success: false,
        });
        expect(atPath.length).toBeGreaterThan(0);
      }
    }
  });

  it('refuses bidi overrides and zero-width characters in names and usernames', () => {
    for (const leaf of strings.filter((leaf) => NAME_FIELDS.includes(leaf.path.join('.')))) {
      for (const hostile of ['\u202E', '\u200B', '\u2066', '\uFEFF']) {
        const { atPath } = issuesAt(
          schema,
          withLeaf(example, leaf.path, `Ab${hostile}cd`),
          leaf.path,
        );
        expect(atPath.map((issue) => issue.message)).toEqual([
          expect.stringMatching(/must not contain invisible or text-direction characters$/),
        ]);
      }
    }
  });

  it('refuses 2^31 and more in every integer field', () => {
    for (const leaf of numbers) {
      // As digits, one past ten (2^31 itself has ten digits: a valid mobile number).
      const huge = typeof leaf.value === 'number' ? 2 ** 31 : '99999999999';
      const result = schema.safeParse(withLeaf(example, leaf.path, huge));
      // Free-form metadata is stored as JSON, where a large number is only a number.
      const freeForm = ['metadata', 'paymentMethodDetails', 'userOptions'].includes(leaf.path[0]);
      expect({ field: leaf.path.join('.'), refused: !result.success }).toEqual({
        field: leaf.path.join('.'),
        refused: !freeForm,
      });
    }
  });
});
