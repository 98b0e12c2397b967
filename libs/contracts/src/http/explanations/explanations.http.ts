import { z } from 'zod';
import { safeText } from '../safe-text';

/** Spec constants (student doc §5 and §9, parent doc §5 and §9). */
export const EXPLANATION_RULES = {
  cost: 1,
  maxReasonLength: 200,
  maxNotesLength: 100,
  urgencies: ['low', 'medium', 'high'] as const,
} as const;
export type Urgency = (typeof EXPLANATION_RULES.urgencies)[number];

export const EXPLANATION_MESSAGES = {
  submitted: 'Explanation request submitted successfully! Your parent will review it.',
  failedToSubmit: 'Failed to submit explanation request',
  failedToSubmitRetry: 'Failed to submit explanation request. Please try again.',
  reasonRequired: 'Please provide a reason for requesting the explanation.',
  reasonTooLong: `The reason can be at most ${EXPLANATION_RULES.maxReasonLength} characters.`,
  wrongAnswersOnly: 'Explanations can be requested for wrong answers only.',
  alreadyRequested: 'An explanation has already been requested for this question.',
  rejectReasonRequired: 'Please provide a reason for rejection.',
  rejectReasonTooLong: `The reason can be at most ${EXPLANATION_RULES.maxReasonLength} characters.`,
  notesTooLong: `Notes can be at most ${EXPLANATION_RULES.maxNotesLength} characters.`,
  defaultRejection: 'Your request for a detailed explanation was not approved.',
  notAvailable: 'Explanation not available for this question',
  failedToLoad: 'Failed to load explanation',
  failedToApprove: 'Failed to approve explanation request',
  failedToReject: 'Failed to reject explanation request',
  onlyPending: 'Only pending requests can be reviewed.',
  requestNotFound: 'Explanation request not found',
  insufficientCredits: 'Insufficient credits',
  approved: 'Explanation request approved',
  approvedPreparing:
    'Explanation request approved. The explanation is being prepared; the credit is taken once it is ready.',
  rejected: 'Explanation request rejected',
  couldNotProduce:
    'We could not prepare this explanation, so the credit was returned to your balance.',
  noRequests: 'No explanation requests',
  noWorkedSolution:
    'No worked solution is available for this question, so approving it costs nothing.',
} as const;

const id = (label: string) =>
  safeText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

const notes = safeText('notes', { multiline: true })
  .trim()
  .max(EXPLANATION_RULES.maxNotesLength, EXPLANATION_MESSAGES.notesTooLong)
  .optional();

/**
 * `POST /api/explanation-requests/request` (the spec's payload). The answers the browser sends
 * are accepted and ignored: the service knows them from the graded attempt.
 */
export const explanationRequestSchema = z
  .object({
    testAttemptId: id('testAttemptId'),
    questionId: id('questionId'),
    questionNumber: z.number().int().min(0).max(1000).optional(),
    studentAnswer: safeText('studentAnswer', { multiline: true }).max(5000).nullish(),
    correctAnswer: safeText('correctAnswer', { multiline: true }).max(5000).nullish(),
    requestReason: safeText('requestReason', {
      error: EXPLANATION_MESSAGES.reasonRequired,
      multiline: true,
    })
      .trim()
      .min(1, EXPLANATION_MESSAGES.reasonRequired)
      .max(EXPLANATION_RULES.maxReasonLength, EXPLANATION_MESSAGES.reasonTooLong),
    urgency: z.enum(EXPLANATION_RULES.urgencies).default('medium'),
  })
  .loose();
export type ExplanationRequestBody = z.input<typeof explanationRequestSchema>;

export const approveExplanationSchema = z.object({ notes }).loose();
export const rejectExplanationSchema = z
  .object({
    reason: safeText('reason', {
      error: EXPLANATION_MESSAGES.rejectReasonRequired,
      multiline: true,
    })
      .trim()
      .min(1, EXPLANATION_MESSAGES.rejectReasonRequired)
      .max(EXPLANATION_RULES.maxReasonLength, EXPLANATION_MESSAGES.rejectReasonTooLong),
    notes,
  })
  .loose();

export const explanationRequestIdParamsSchema = z.object({ id: id('id') });
export const explanationStudentParamsSchema = z.object({ studentId: id('studentId') });
export const explanationParentParamsSchema = z.object({ parentId: id('parentId') });
export const explanationQuestionParamsSchema = z.object({ questionId: id('questionId') });
/** The attempt the explanation was asked about (after a retake the same question has two). */
export const explanationQueryLookupSchema = z.object({ attemptId: id('attemptId').optional() });

export interface ExplanationContent {
  detailedSolution: string[];
  keyConcepts: string[];
  relatedTopics: string[];
  difficultyLevel: string;
}

export type ExplanationStatus = 'pending' | 'approved' | 'rejected';

/**
 * Where an approval's explanation comes from: the paper's own worked solution, the generation
 * worker's AI (AI configured, no worked solution), or nowhere (approving costs nothing).
 */
export type ExplanationSource = 'worked-solution' | 'ai' | 'none';

/** A request as both lists show it (the spec's explanation request entity). */
export interface ExplanationRequestView {
  _id: string;
  questionId: string;
  testAttemptId: string;
  questionNumber: number;
  question: string;
  options?: string[];
  studentAnswer: string | null;
  correctAnswer: string;
  status: ExplanationStatus;
  /** After approval: being prepared, ready, or failed (the credit was returned). */
  production?: 'preparing' | 'ready' | 'failed';
  failureReason?: string;
  /** Known before approval, so the parent sees when approving would cost nothing. */
  explanationSource: ExplanationSource;
  urgency: Urgency;
  requestReason: string;
  cost: number;
  createdAt: string;
  updatedAt: string;
  syllabus: { curriculum: string; subject: string; class: number };
  studentId: { _id: string; name: string };
  parentDecision?: { reason?: string; notes?: string; decisionDate: string };
  explanation?: ExplanationContent;
}

export interface ExplanationRequestResponse {
  success: true;
  request: ExplanationRequestView;
  message: string;
}

export interface ExplanationRequestsResponse {
  success: true;
  requests: ExplanationRequestView[];
  /** Pending requests (the parent's sidebar count). */
  pendingCount: number;
}

export interface ApproveExplanationResponse {
  success: true;
  request: ExplanationRequestView;
  creditDeduction: { amount: number; newBalance: number; transactionId: string };
  message: string;
}

export interface ExplanationResponse {
  success: true;
  explanation: ExplanationContent & {
    questionNumber: number;
    studentAnswer: string | null;
    correctAnswer: string;
    decisionDate: string;
    cost: number;
  };
  message: string;
}
