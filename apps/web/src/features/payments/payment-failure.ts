import {
  adviceFor,
  PAYMENT_FAILURE_CLASSES,
  type PaymentFailureRecord,
  classifyPaymentFailure,
  PAYMENT_MESSAGES,
  type PaymentFailureAdvice,
  type RazorpayError,
} from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';

/** What the parent reads after a checkout failure: the failure class's advice. */
export function failureAdvice(error: Pick<RazorpayError, 'code' | 'description' | 'reason'>) {
  return adviceFor(classifyPaymentFailure(error));
}

/** The advice message; a retryable class already says to try again, others say what to do. */
export function failureMessage(error: Pick<RazorpayError, 'code' | 'description' | 'reason'>) {
  return failureAdvice(error).message;
}

/** A call around checkout failed (reload, create-order, complete-reload...). */
export function apiFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) {
    return PAYMENT_MESSAGES.network;
  }
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}

/** Reads Razorpay's `{ error }` from a sandbox 402, or null when the body is something else. */
export function razorpayErrorFrom(body: unknown): RazorpayError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) {
    return null;
  }
  const error = body.error;
  if (typeof error !== 'object' || error === null) {
    return null;
  }
  const record = error as Record<string, unknown>;
  if (typeof record.code !== 'string' || typeof record.description !== 'string') {
    return null;
  }
  return error as RazorpayError;
}

/** A sandbox call that never got a Razorpay-shaped answer, expressed as one so it classifies. */
export function transportFailure(error: unknown): RazorpayError {
  if (error instanceof NetworkError) {
    return {
      code: 'NETWORK_ERROR',
      description: error.message,
      reason: 'network_error',
      source: 'internal',
      step: 'payment_authorization',
    };
  }
  const description = error instanceof Error ? error.message : PAYMENT_MESSAGES.processingFailed;
  return { code: 'SERVER_ERROR', description, source: 'internal', step: 'payment_authorization' };
}

export type { PaymentFailureAdvice };

/** A stored failure's message: the server's class, or classified here when a record has none. */
export function failureRecordMessage(
  failure: Pick<
    PaymentFailureRecord,
    'failureClass' | 'errorCode' | 'errorDescription' | 'errorReason'
  >,
): string {
  return (PAYMENT_FAILURE_CLASSES as readonly string[]).includes(failure.failureClass)
    ? adviceFor(failure.failureClass).message
    : failureMessage({
        code: failure.errorCode,
        description: failure.errorDescription,
        reason: failure.errorReason,
      });
}
