import {
  GENERATION_JOB_INTERNAL_ROUTES,
  type GenerationJobProgress,
  type GenerationStep,
  type JobFailureRequest,
  type JobPaperRequest,
} from '@abhyas/contracts';
import type { ServiceCaller } from '@abhyas/runtime';

/** How the worker reports to paper-generation; every call answers the job's progress. */
export interface JobReporter {
  start(jobId: string): Promise<GenerationJobProgress>;
  step(jobId: string, step: GenerationStep): Promise<GenerationJobProgress>;
  paper(jobId: string, body: JobPaperRequest): Promise<GenerationJobProgress>;
  fail(jobId: string, body: JobFailureRequest): Promise<GenerationJobProgress>;
}

/** The job does not exist there (404): nothing to do, the message is done with. */
export class JobGoneError extends Error {
  override readonly name = 'JobGoneError';
}

/** The service refused the paper (422) and failed the job itself. */
export class PaperRefusedError extends Error {
  override readonly name = 'PaperRefusedError';
}

/** Any other answer: the report did not land, so the message is delivered again later. */
export class ReportFailedError extends Error {
  override readonly name = 'ReportFailedError';
}

/**
 * The reporter over the platform's service calls: in-process in standalone, HTTP to
 * `SERVICE_URLS`' paper-generation when distributed, signed as paper-generation (the worker is
 * that service's). An unreachable service throws `ServiceUnreachableError` through.
 */
export const serviceJobReporter = (services: ServiceCaller): JobReporter => {
  const post = async (path: string, body: unknown = {}) => {
    const answer = await services.call<GenerationJobProgress & { message?: string }>(
      'paper-generation',
      { method: 'POST', path, body },
    );
    if (answer.status === 200) {
      return answer.body;
    }
    const message = `${path} answered ${answer.status}: ${answer.body?.message ?? ''}`;
    if (answer.status === 404) {
      throw new JobGoneError(message);
    }
    if (answer.status === 422) {
      throw new PaperRefusedError(message);
    }
    throw new ReportFailedError(message);
  };
  return {
    start: (jobId) => post(GENERATION_JOB_INTERNAL_ROUTES.start(jobId)),
    step: (jobId, step) => post(GENERATION_JOB_INTERNAL_ROUTES.step(jobId), { step }),
    paper: (jobId, body) => post(GENERATION_JOB_INTERNAL_ROUTES.paper(jobId), body),
    fail: (jobId, body) => post(GENERATION_JOB_INTERNAL_ROUTES.failure(jobId), body),
  };
};
