import { explanationQuestionShape } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

export const explanationContent = z.object({
  detailedSolution: z.array(z.string()),
  keyConcepts: z.array(z.string()),
  relatedTopics: z.array(z.string()),
  difficultyLevel: z.string(),
});

/** The events of an `explanation-request-<requestId>` stream: one question of one attempt. */
export const explanationRequestEvents = defineEvents({
  /**
   * A child asked about a wrong answer. The question and the answers come from the graded
   * attempt and the pinned paper; `source` is the worked solution the paper kept (never shown
   * before approval), or null when it kept none.
   */
  ExplanationRequested: z.object({
    requestId: z.string(),
    attemptId: z.string(),
    questionId: z.string(),
    questionNumber: z.number().int(),
    childId: z.string(),
    parentId: z.string(),
    paperId: z.string(),
    question: z.string(),
    options: z.array(z.string()).optional(),
    studentAnswer: z.string().nullable(),
    correctAnswer: z.string(),
    requestReason: z.string(),
    urgency: z.enum(['low', 'medium', 'high']),
    cost: z.number().int(),
    syllabus: z.object({ curriculum: z.string(), subject: z.string(), class: z.number().int() }),
    source: explanationContent.nullable(),
    requestedAt: z.string(),
  }),
  /** The parent approved; the cost was reserved under `reservationId` and is taken once. */
  ExplanationApproved: z.object({
    notes: z.string().optional(),
    reservationId: z.string(),
    at: z.string(),
  }),
  ExplanationRejected: z.object({
    reason: z.string(),
    notes: z.string().optional(),
    at: z.string(),
  }),
  /**
   * The question kept no worked solution and AI is configured: the generation worker writes
   * one before `deadlineAt` (published as its queue message, `explanation-generation-requested.v1`).
   */
  ExplanationGenerationRequested: z.object({
    requestId: z.string(),
    question: explanationQuestionShape,
    requestedAt: z.string(),
    deadlineAt: z.string(),
    deadlineMs: z.number().int().positive(),
  }),
  ExplanationReady: z.object({ explanation: explanationContent, at: z.string() }),
  /** No explanation could be produced: the credit is not taken (or is returned). */
  ExplanationFailed: z.object({ reason: z.string(), at: z.string() }),
  /**
   * A worker-written explanation's reservation was settled at the ledger, once: committed when
   * it is ready, released when it failed, or found already lapsed (the ledger's time-out).
   */
  ExplanationCreditsSettled: z.object({
    outcome: z.enum(['committed', 'released', 'lapsed']),
    at: z.string(),
  }),
  ExplanationErased: z.object({ at: z.string() }),
});

export type ExplanationRequestEvent = EventOf<typeof explanationRequestEvents>;
export type ExplanationRequestedData = Extract<
  ExplanationRequestEvent,
  { type: 'ExplanationRequested' }
>['data'];
export type ExplanationCreditsOutcome = Extract<
  ExplanationRequestEvent,
  { type: 'ExplanationCreditsSettled' }
>['data']['outcome'];
