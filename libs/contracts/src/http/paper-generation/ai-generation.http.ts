import { z } from 'zod';
import { safeText } from '../safe-text';
import {
  line,
  prose,
  questionContentFields,
  questionExplanationFields,
  texts,
} from './question-fields';
import {
  PAPER_MESSAGES,
  PAPER_RULES,
  paperFormFields,
  refineMarksSplit,
  type GeneratedPaper,
} from './papers.http';
import { OLYMPIADS } from './syllabus.http';

/**
 * The hard deadline of one AI paper (spec §7: long calls time out after 300000 ms). The service
 * reads `AI_GENERATION_DEADLINE_MS` to shorten it (tests); the worker takes each job's own.
 */
export const AI_GENERATION_DEADLINE_MS = 300_000;

/**
 * How often the create-paper screen polls a running job where it cannot read the job's events.
 */
export const AI_GENERATION_POLL_MS = 1_000;

/**
 * The parent's routes of a job: its view, and the same view as server-sent events (an event
 * `progress` each time its status or step changes, closing once it is completed or failed).
 */
export const AI_GENERATION_ROUTES = {
  job: (jobId: string) => `/api/generate/jobs/${encodeURIComponent(jobId)}`,
  events: (jobId: string) => `/api/generate/jobs/${encodeURIComponent(jobId)}/events`,
} as const;

/** The job stream's event name, and how often it says it is alive (a comment line). */
export const AI_JOB_EVENT = 'progress';
export const AI_JOB_HEARTBEAT_MS = 15_000;
/** How often the events route reads a watched job's row. */
export const AI_JOB_EVENTS_POLL_MS = 250;

/** The four steps the create-paper screen lists while an AI paper is generated. */
export const AI_GENERATION_STEPS = [
  'Reading the syllabus and planning the paper',
  'Writing the questions',
  'Checking every question and its answer',
  'Putting the paper together',
] as const;
export type GenerationStep = 1 | 2 | 3 | 4;

export const GENERATION_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type GenerationJobStatus = (typeof GENERATION_JOB_STATUSES)[number];

export const AI_GENERATION_MESSAGES = {
  failed: 'Failed to generate paper',
  timedOut: (ms: number) => `Request timed out after ${ms}ms`,
  notConfigured:
    'AI paper generation is not configured on this server. Generate the paper from the question bank instead.',
  jobNotFound: 'Generation job not found',
  olympiadMismatch: (olympiad: string) => `This endpoint generates ${olympiad} papers only`,
  invalidPaper: 'The generated paper does not meet the plan',
} as const;

const title = safeText('title', { error: PAPER_MESSAGES.titleRequired })
  .trim()
  .min(1, PAPER_MESSAGES.titleRequired)
  .max(
    PAPER_RULES.maxTitleLength,
    `title must be at most ${PAPER_RULES.maxTitleLength} characters`,
  );

const studentId = safeText('studentId')
  .trim()
  .min(1, 'studentId is required')
  .max(100, 'studentId must be at most 100 characters');

/**
 * The AI form: the bank form's fields (one shared definition), a required title (spec §5: AI
 * needs class, subject, title and 10 credits) and an optional child the paper is meant for.
 */
const aiFormFields = { ...paperFormFields, title, studentId: studentId.optional() };

/** `POST /api/generate/generate-paper`. */
export const aiGenerationRequestSchema = z.object(aiFormFields).superRefine(refineMarksSplit);
export type AiGenerationRequest = z.input<typeof aiGenerationRequestSchema>;
export type AiGenerationForm = z.output<typeof aiGenerationRequestSchema>;

/**
 * `POST /api/generate/olympiad/{olympiad}`: the Olympiad comes from the path, and its subject
 * from the organiser's pattern when the form leaves it out.
 */
export const aiOlympiadGenerationRequestSchema = z
  .object({
    ...aiFormFields,
    curriculum: paperFormFields.curriculum.optional(),
    subject: paperFormFields.subject.optional(),
  })
  .superRefine(refineMarksSplit);
export type AiOlympiadGenerationForm = z.output<typeof aiOlympiadGenerationRequestSchema>;

export const olympiadParamsSchema = z.object({
  olympiad: safeText('olympiad')
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(OLYMPIADS, { error: `olympiad must be one of ${OLYMPIADS.join(', ')}` })),
});

export const generationJobParamsSchema = z.object({
  jobId: safeText('jobId')
    .trim()
    .regex(/^ai-[a-z0-9-]{8,80}$/, 'jobId is not a generation job id'),
});

/** 202: the job is queued and its 10 credits reserved; poll `GET /api/generate/jobs/{jobId}`. */
export interface GenerationJobAccepted {
  success: true;
  jobId: string;
  status: GenerationJobStatus;
  step: GenerationStep;
  steps: readonly string[];
  pollAfterMs: number;
}

/**
 * `GET /api/generate/jobs/{jobId}` (the owner only): where the job is, and once completed the
 * paper (the bank papers' shape: save it with `generationId` = `paper.generationId`), or why it
 * failed ('Failed to generate paper', 'Request timed out after {ms}ms').
 */
export interface GenerationJobView {
  success: true;
  jobId: string;
  title: string;
  studentId?: string;
  status: GenerationJobStatus;
  step: GenerationStep;
  steps: readonly string[];
  stepLabel: string;
  requestedAt: string;
  deadlineAt: string;
  /** Until the job is completed or failed: when to ask again. */
  pollAfterMs?: number;
  paper?: GeneratedPaper;
  /** Credits charged: 10 once completed; 0 after a failure (the reservation was released). */
  creditsUsed?: number;
  error?: string;
}

/** `GET /api/generate/availability`: whether the form may offer AI generation at all. */
export interface AiGenerationAvailability {
  success: true;
  available: boolean;
  message?: string;
  cost: number;
  deadlineMs: number;
  steps: readonly string[];
}

/**
 * paper-generation's routes for its generation worker (internal, never under `/api`). Each
 * answers the job's progress; a job already completed or failed answers so, and the worker
 * stops (a late or repeated report changes nothing).
 */
export const GENERATION_JOB_INTERNAL_ROUTES = {
  start: (jobId: string) => `/internal/paper-generation/jobs/${encodeURIComponent(jobId)}/start`,
  step: (jobId: string) => `/internal/paper-generation/jobs/${encodeURIComponent(jobId)}/step`,
  paper: (jobId: string) => `/internal/paper-generation/jobs/${encodeURIComponent(jobId)}/paper`,
  failure: (jobId: string) =>
    `/internal/paper-generation/jobs/${encodeURIComponent(jobId)}/failure`,
} as const;

export const GENERATION_FAILURE_REASONS = [
  'provider_failed',
  'invalid_output',
  'timed_out',
  'not_configured',
] as const;
export type GenerationFailureReason = (typeof GENERATION_FAILURE_REASONS)[number];

export const jobStepRequestSchema = z.strictObject({
  step: z.number().int().min(1).max(4),
});

export const jobFailureRequestSchema = z.strictObject({
  reason: z.enum(GENERATION_FAILURE_REASONS),
  detail: safeText('detail', { multiline: true }).max(1000).optional(),
});
export type JobFailureRequest = z.input<typeof jobFailureRequestSchema>;

/**
 * One AI-written question as the worker sends it: the model's flat answer with absent fields
 * left out and the worker's id (unique in the paper). The service turns it into the question
 * bank's own format and checks it with the bank's schema, as the worker did.
 */
export const aiQuestionSchema = z.strictObject({
  id: line('id', 120).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be a slug'),
  type: z.enum(['mcq', 'true_false', 'fill_blank', 'short_answer', 'long_answer']),
  section: z.enum(['S1', 'S2', 'S3', 'S4']),
  topic: line('topic', 120),
  subTopic: line('subTopic', 200),
  stem: prose('stem', 2000),
  ...questionContentFields,
  /** MCQ: the letter. True/false: 'True' or 'False'. */
  answer: prose('answer', 200).optional(),
  explanation: z.strictObject({
    ...questionExplanationFields,
    relatedTopics: texts('relatedTopics', 120),
  }),
});
export type AiQuestion = z.output<typeof aiQuestionSchema>;

/** The worker's paper: its questions in paper order. */
export const jobPaperRequestSchema = z.strictObject({
  questions: z.array(aiQuestionSchema).min(1).max(100),
  model: line('model', 100).optional(),
});
export type JobPaperRequest = z.input<typeof jobPaperRequestSchema>;

/** Every internal job route's answer: the job's state after the call. */
export interface GenerationJobProgress {
  jobId: string;
  status: GenerationJobStatus;
  step: GenerationStep;
  deadlineAt: string;
}

export const isFinished = (status: GenerationJobStatus): boolean =>
  status === 'completed' || status === 'failed';
