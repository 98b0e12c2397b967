import type { HealthReport } from '@abhyas/contracts';
import { ApiError, NetworkError, apiClient } from '../../../lib/api-client';
import { HEALTH_ENDPOINT, HEALTH_TIMEOUT_MS } from '../health.constants';
import { httpFailureMessage, isHealthReport } from '../health-report';

export class HealthCheckError extends Error {
  override readonly name = 'HealthCheckError';

  constructor(
    message: string,
    /** A report found in the failed answer (the gateway's 503 still lists every service). */
    readonly report: HealthReport | null,
  ) {
    super(message);
  }
}

/** `GET /api/health` with a 10 s time-out; any failure becomes a `HealthCheckError`. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthReport> {
  let body: unknown;
  try {
    body = await apiClient.get<unknown>(HEALTH_ENDPOINT, { signal, timeoutMs: HEALTH_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new HealthCheckError(
        httpFailureMessage(error.status, error.statusText, error.body),
        isHealthReport(error.body) ? error.body : null,
      );
    }
    if (error instanceof NetworkError) {
      throw new HealthCheckError(
        error.timedOut
          ? `The health check got no answer within ${HEALTH_TIMEOUT_MS / 1000} s.`
          : error.message,
        null,
      );
    }
    throw error;
  }
  if (!isHealthReport(body)) {
    throw new HealthCheckError('The server sent a health answer the app cannot read.', null);
  }
  return body;
}
