import type { SubscribeOptions } from './message-bus';
import { MessagingErrorCode, MessagingException } from './messaging.exception';

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 200;
/** Caps the doubling so a long retry chain never parks a key for minutes. */
export const DEFAULT_MAX_BACKOFF_MS = 30_000;

export interface DeliveryPolicy {
  maxAttempts: number;
  backoffMs: number;
  maxBackoffMs: number;
}

export function deliveryPolicy(
  options: Pick<SubscribeOptions, 'maxAttempts' | 'backoffMs'>,
  maxBackoffMs = DEFAULT_MAX_BACKOFF_MS,
): DeliveryPolicy {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new MessagingException(
      MessagingErrorCode.InvalidOptions,
      `maxAttempts must be an integer >= 1, got ${maxAttempts}`,
    );
  }
  if (!Number.isFinite(backoffMs) || backoffMs < 0) {
    throw new MessagingException(
      MessagingErrorCode.InvalidOptions,
      `backoffMs must be >= 0, got ${backoffMs}`,
    );
  }
  return { maxAttempts, backoffMs, maxBackoffMs: Math.max(maxBackoffMs, backoffMs) };
}

/** Delay before the delivery that follows `failedAttempt`: backoffMs, then doubling, capped. */
export function retryDelay(policy: DeliveryPolicy, failedAttempt: number): number {
  return Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (failedAttempt - 1));
}
