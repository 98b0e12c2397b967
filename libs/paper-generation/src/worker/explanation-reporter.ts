import {
  EXPLANATION_INTERNAL_ROUTES,
  type ExplanationFailureRequest,
  type ExplanationProgress,
  type ExplanationResultRequest,
} from '@abhyas/contracts';
import type { ServiceCaller } from '@abhyas/runtime';
import { JobGoneError, ReportFailedError } from './job-reporter';

/** How the worker reports to explanations; every call answers where the explanation stands. */
export interface ExplanationReporter {
  start(requestId: string): Promise<ExplanationProgress>;
  explanation(requestId: string, body: ExplanationResultRequest): Promise<ExplanationProgress>;
  fail(requestId: string, body: ExplanationFailureRequest): Promise<ExplanationProgress>;
}

/**
 * The reporter over the platform's service calls, signed as the worker's service: in-process in
 * standalone, HTTP to `SERVICE_URLS`' explanations when distributed. A request explanations
 * does not know (404) is `JobGoneError`; any other answer is `ReportFailedError`, so the message
 * is delivered again.
 */
export const serviceExplanationReporter = (services: ServiceCaller): ExplanationReporter => {
  const post = async (path: string, body: unknown = {}) => {
    const answer = await services.call<ExplanationProgress & { message?: string }>('explanations', {
      method: 'POST',
      path,
      body,
    });
    if (answer.status === 200) {
      return answer.body;
    }
    const message = `${path} answered ${answer.status}: ${answer.body?.message ?? ''}`;
    if (answer.status === 404) {
      throw new JobGoneError(message);
    }
    throw new ReportFailedError(message);
  };
  return {
    start: (requestId) => post(EXPLANATION_INTERNAL_ROUTES.start(requestId)),
    explanation: (requestId, body) =>
      post(EXPLANATION_INTERNAL_ROUTES.explanation(requestId), body),
    fail: (requestId, body) => post(EXPLANATION_INTERNAL_ROUTES.failure(requestId), body),
  };
};
