import { HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  generationJobParamsSchema,
  jobFailureRequestSchema,
  jobPaperRequestSchema,
  jobStepRequestSchema,
  type GenerationStep,
} from '@abhyas/contracts';
import { access, ServiceController, ValidBody, ValidParams } from '@abhyas/runtime';
import { GenerationJobsHandler } from '../application/generation-jobs.handler';

type JobParams = z.output<typeof generationJobParamsSchema>;

/**
 * The generation worker's reports (`GENERATION_JOB_INTERNAL_ROUTES`): signed internal callers
 * only, never reachable from a browser. Each answers the job's progress after the report.
 */
@ServiceController('internal/paper-generation/jobs', {
  docs: false,
  access: access.internal(),
})
export class GenerationJobsController {
  constructor(private readonly jobs: GenerationJobsHandler) {}

  @Post(':jobId/start')
  @HttpCode(200)
  start(@ValidParams(generationJobParamsSchema) params: JobParams) {
    return this.jobs.start(params.jobId);
  }

  @Post(':jobId/step')
  @HttpCode(200)
  step(
    @ValidParams(generationJobParamsSchema) params: JobParams,
    @ValidBody(jobStepRequestSchema) body: z.output<typeof jobStepRequestSchema>,
  ) {
    return this.jobs.step(params.jobId, body.step as GenerationStep);
  }

  @Post(':jobId/paper')
  @HttpCode(200)
  paper(
    @ValidParams(generationJobParamsSchema) params: JobParams,
    @ValidBody(jobPaperRequestSchema) body: z.output<typeof jobPaperRequestSchema>,
  ) {
    return this.jobs.paper(params.jobId, body);
  }

  @Post(':jobId/failure')
  @HttpCode(200)
  failure(
    @ValidParams(generationJobParamsSchema) params: JobParams,
    @ValidBody(jobFailureRequestSchema) body: z.output<typeof jobFailureRequestSchema>,
  ) {
    return this.jobs.fail(params.jobId, body);
  }
}
