import { z } from 'zod';
import { GENERATION_FAILURE_REASONS } from '../paper-generation/ai-generation.http';
import { safeText } from '../safe-text';

/**
 * explanations' routes for the generation worker (internal, never under `/api`). Each answers
 * where the request's explanation stands after the call; one already ready or failed answers
 * so, and the worker stops (a late or repeated report changes nothing).
 */
export const EXPLANATION_INTERNAL_ROUTES = {
  start: (requestId: string) =>
    `/internal/explanations/requests/${encodeURIComponent(requestId)}/start`,
  explanation: (requestId: string) =>
    `/internal/explanations/requests/${encodeURIComponent(requestId)}/explanation`,
  failure: (requestId: string) =>
    `/internal/explanations/requests/${encodeURIComponent(requestId)}/failure`,
} as const;

export const explanationInternalParamsSchema = z.object({
  requestId: safeText('requestId').trim().min(1).max(100),
});

/** The difficulty an explanation states, as the bank writes it. */
export const EXPLANATION_DIFFICULTIES = ['easy', 'medium', 'hard', 'very_hard'] as const;

const prose = (label: string, max: number) =>
  safeText(label, { multiline: true }).trim().min(1).max(max);
const line = (label: string) => safeText(label).trim().min(1).max(120);

/**
 * An explanation as the worker reports it (and as the model must answer it): the worked
 * solution as steps, the concepts it uses, the topics to study next, and its difficulty.
 */
export const generatedExplanationSchema = z.strictObject({
  detailedSolution: z.array(prose('detailedSolution', 2000)).min(1).max(20),
  keyConcepts: z.array(line('keyConcepts')).min(1).max(10),
  relatedTopics: z.array(line('relatedTopics')).max(10),
  difficultyLevel: z.enum(EXPLANATION_DIFFICULTIES),
});
export type GeneratedExplanation = z.output<typeof generatedExplanationSchema>;

export const explanationResultRequestSchema = z.strictObject({
  explanation: generatedExplanationSchema,
  model: safeText('model').trim().min(1).max(100),
});
export type ExplanationResultRequest = z.input<typeof explanationResultRequestSchema>;

export const explanationFailureRequestSchema = z.strictObject({
  reason: z.enum(GENERATION_FAILURE_REASONS),
  detail: safeText('detail', { multiline: true }).max(1000).optional(),
});
export type ExplanationFailureRequest = z.input<typeof explanationFailureRequestSchema>;

/** Every internal explanation route's answer: where the explanation stands after the call. */
export interface ExplanationProgress {
  requestId: string;
  production: 'preparing' | 'ready' | 'failed';
  deadlineAt: string;
}
