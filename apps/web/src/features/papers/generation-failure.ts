import { AI_GENERATION_MESSAGES, PAPER_MESSAGES } from '@abhyas/contracts';
import { ApiError, LONG_CALL_TIMEOUT_MS, NetworkError } from '../../lib/create-api-client';

export interface GenerationFailure {
  message: string;
  /** What to try instead (the server's suggestion when the bank is short). */
  suggestion: string | null;
  /** Shown with a link to the Payment view (spec §8: 'Insufficient credits'). */
  buyCredits: boolean;
}

const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** 'No CBSE questions found' and its kin for the other boards. */
const NO_QUESTIONS = /^No .+ questions found/;

const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function insufficientCredits(body: Record<string, unknown>, message: string): GenerationFailure {
  const required = count(body.required);
  const available = count(body.available);
  const detail =
    required !== null && available !== null
      ? `: this paper needs ${required} credits and you have ${available}.`
      : '.';
  return { message: `${message}${detail}`, suggestion: null, buyCredits: true };
}

/** Spec §8's generation errors, from what the bank endpoint or the network answered. */
export function generationFailure(error: unknown): GenerationFailure {
  const plain = (message: string): GenerationFailure => ({
    message,
    suggestion: null,
    buyCredits: false,
  });
  if (error instanceof NetworkError) {
    return plain(
      error.timedOut
        ? `Request timed out after ${LONG_CALL_TIMEOUT_MS}ms`
        : PAPER_MESSAGES.generationError,
    );
  }
  if (!(error instanceof ApiError)) {
    return plain(PAPER_MESSAGES.generationError);
  }
  const body = record(error.body);
  const message = error.serverMessage;
  if (error.status === 402 || message?.includes(PAPER_MESSAGES.insufficientCredits)) {
    return insufficientCredits(body, message ?? PAPER_MESSAGES.insufficientCredits);
  }
  if (error.status === 401) {
    return plain(PAPER_MESSAGES.authRequired);
  }
  if (error.status === 422) {
    return {
      message: message ?? PAPER_MESSAGES.generationFailed,
      suggestion:
        text(body.suggestion) ??
        (message && NO_QUESTIONS.test(message) ? PAPER_MESSAGES.noQuestionsSuggestion : null),
      buyCredits: false,
    };
  }
  if (error.status >= 500 && error.status !== 501) {
    return plain(PAPER_MESSAGES.generationFailed);
  }
  return plain(message ?? PAPER_MESSAGES.generationFailed);
}

/** An AI request the server refused with 503: no provider is configured (AI_NOT_CONFIGURED). */
export const isAiNotConfigured = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 503;

/**
 * Spec §8 for `POST /api/generate/...`: the bank's mapping for the form's faults and credits,
 * the not-configured 503 as the server words it, and 'Failed to generate paper' for the rest
 * (the bank's wording names the question bank).
 */
export function aiRequestFailure(error: unknown): GenerationFailure {
  const plain = (message: string): GenerationFailure => ({
    message,
    suggestion: null,
    buyCredits: false,
  });
  if (isAiNotConfigured(error)) {
    return plain(AI_GENERATION_MESSAGES.notConfigured);
  }
  if (error instanceof NetworkError || !(error instanceof ApiError) || error.status >= 500) {
    return plain(AI_GENERATION_MESSAGES.failed);
  }
  if (error.status === 409) {
    return plain(PAPER_MESSAGES.duplicateTitle);
  }
  return generationFailure(error);
}

export interface SaveFailure {
  message: string;
  /** The server already has a paper of this parent with this title. */
  titleTaken: boolean;
}

/** Spec §8: 'Failed to save paper' when the server refused, 'Error saving paper' otherwise. */
export function saveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    if (error.status === 409) {
      return { message: PAPER_MESSAGES.duplicateTitle, titleTaken: true };
    }
    if (error.status === 401) {
      return { message: PAPER_MESSAGES.authRequired, titleTaken: false };
    }
    return { message: PAPER_MESSAGES.saveFailed, titleTaken: false };
  }
  return { message: PAPER_MESSAGES.saveError, titleTaken: false };
}
