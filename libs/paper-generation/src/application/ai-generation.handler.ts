import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AI_GENERATION_POLL_MS,
  AI_GENERATION_STEPS,
  AI_JOB_EVENTS_POLL_MS,
  AI_JOB_HEARTBEAT_MS,
  CREDIT_COSTS,
  LedgerCallError,
  MAX_RESERVATION_TIMEOUT_SECONDS,
  isFinished,
  titleKey,
  type AiGenerationAvailability,
  type AiGenerationForm,
  type AiOlympiadGenerationForm,
  type CreditsLedgerClient,
  type GenerationJobAccepted,
  type GenerationJobView,
  type GenerationStep,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { generationJobStream } from '../domain/generation-job.stream';
import { toGeneratedPaper } from './generated-paper';
import { planAiPaper } from './generation-plan';
import { PaperGenerationException, paperGenerationErrors } from './paper-generation.exception';
import type { JobRow, PapersRepository } from './papers.repository';
import type { SyllabusCatalog } from './syllabus-catalog';
import { loadGeneration } from './generation-lookup';
import { jobProgressFeed } from './job-progress-feed';

export interface AiGenerationSettings {
  /** Whether an AI provider is configured (OPENAI_API_KEY); without one the form is refused. */
  configured: boolean;
  deadlineMs: number;
  /** The events route: how often it reads a job's row, and how often it says it is alive. */
  eventsPollMs?: number;
  heartbeatMs?: number;
}

/** Room after the deadline for the sweep to release the credits before the ledger would. */
const RESERVATION_MARGIN_SECONDS = 120;

/** The same parent and request id always name the same job (one job, one reservation). */
export const jobIdFor = (parentId: string, requestId: string | undefined): string =>
  requestId
    ? `ai-${createHash('sha256').update(`ai|${parentId}|${requestId}`).digest('hex').slice(0, 32)}`
    : `ai-${randomUUID()}`;

const stepOf = (row: JobRow) => Math.min(Math.max(row.step, 1), 4) as GenerationStep;

/**
 * `POST /api/generate/generate-paper` and the per-Olympiad variants: plan the paper (400 for a
 * form the syllabus cannot serve), reserve 10 credits as `paper:<jobId>` for longer than the
 * job may run, queue the job and answer 202 at once. The worker reports back through
 * `GenerationJobsHandler`; the parent follows the job at `GET /api/generate/jobs/{jobId}`.
 */
export class AiGenerationHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: PapersRepository,
    private readonly catalog: SyllabusCatalog,
    private readonly ledger: CreditsLedgerClient,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: AiGenerationSettings,
  ) {}

  availability(): AiGenerationAvailability {
    return {
      success: true,
      available: this.settings.configured,
      ...(this.settings.configured
        ? {}
        : { message: paperGenerationErrors.aiNotConfigured().message }),
      cost: CREDIT_COSTS.generatePaperAi,
      deadlineMs: this.settings.deadlineMs,
      steps: AI_GENERATION_STEPS,
    };
  }

  /** The per-Olympiad form: the Olympiad from the path, its subject from the organiser. */
  olympiad(
    principal: Principal,
    olympiad: AiGenerationForm['curriculum'],
    form: AiOlympiadGenerationForm,
  ): Promise<GenerationJobAccepted> {
    if (form.curriculum && form.curriculum !== olympiad) {
      throw paperGenerationErrors.olympiadMismatch(olympiad);
    }
    const subject = form.subject ?? this.catalog.olympiadSubject(olympiad) ?? 'Mathematics';
    return this.request(principal, { ...form, curriculum: olympiad, subject });
  }

  async request(principal: Principal, form: AiGenerationForm): Promise<GenerationJobAccepted> {
    if (!this.settings.configured) {
      throw paperGenerationErrors.aiNotConfigured();
    }
    const parentId = principal.userId;
    if (form.studentId && (await this.repository.parentOfChild(form.studentId)) !== parentId) {
      throw paperGenerationErrors.studentNotFound();
    }
    const jobId = jobIdFor(parentId, form.requestId);
    const earlier = await this.repository.job(jobId);
    if (earlier) {
      return this.accepted(earlier.jobId, earlier.status, stepOf(earlier));
    }
    const plan = planAiPaper(form, this.catalog);
    if (await this.repository.titleTaken(parentId, titleKey(form.title))) {
      throw paperGenerationErrors.duplicateTitle();
    }
    const reservationId = `paper:${jobId}`;
    await this.reserve(parentId, reservationId, `${plan.subject} class ${plan.class}`);
    const now = this.clock.now();
    try {
      const { state } = await this.store.handle(generationJobStream, jobId, {
        type: 'RequestAiGeneration',
        data: {
          jobId,
          parentId,
          ...(form.studentId ? { childId: form.studentId } : {}),
          title: form.title,
          reservationId,
          requestedAt: now.toISOString(),
          deadlineAt: new Date(now.getTime() + this.settings.deadlineMs).toISOString(),
          deadlineMs: this.settings.deadlineMs,
          plan,
        },
      });
      return state.status === 'none'
        ? this.accepted(jobId, 'queued', 1)
        : this.accepted(jobId, state.status, state.step);
    } catch (error) {
      // A racing twin of this request owns the reservation too: only release when no job exists.
      if (!(await this.repository.job(jobId))) {
        await this.ledger.release(reservationId).catch(() => undefined);
      }
      throw error;
    }
  }

  /** The parent's own job only; anyone else's (or none) is the same 404. */
  async view(principal: Principal, jobId: string): Promise<GenerationJobView> {
    const row = await this.repository.job(jobId);
    if (!row || row.parentId !== principal.userId) {
      throw paperGenerationErrors.jobNotFound();
    }
    const step = stepOf(row);
    const generation =
      row.status === 'completed' ? await loadGeneration(this.store, jobId) : undefined;
    return {
      success: true,
      jobId,
      title: row.title,
      ...(row.childId ? { studentId: row.childId } : {}),
      status: row.status,
      step,
      steps: AI_GENERATION_STEPS,
      stepLabel: AI_GENERATION_STEPS[step - 1],
      requestedAt: row.requestedAt,
      deadlineAt: row.deadlineAt,
      ...(isFinished(row.status) ? {} : { pollAfterMs: AI_GENERATION_POLL_MS }),
      ...(generation ? { paper: toGeneratedPaper(generation) } : {}),
      ...(row.status === 'completed' ? { creditsUsed: CREDIT_COSTS.generatePaperAi } : {}),
      ...(row.status === 'failed' ? { creditsUsed: 0, error: row.error } : {}),
    };
  }

  /**
   * `GET /api/generate/jobs/{jobId}/events`: the same view as server-sent events, one on each
   * change of status or step, ending once the job is finished. The first read is the owner
   * check, so anyone else gets the same 404 as the view, before any stream is opened.
   */
  async events(principal: Principal, jobId: string): Promise<Readable> {
    const first = await this.view(principal, jobId);
    return jobProgressFeed({
      first,
      read: () =>
        this.view(principal, jobId).catch((error: unknown) => {
          if (error instanceof PaperGenerationException && error.status === 404) {
            return undefined;
          }
          throw error;
        }),
      pollMs: this.settings.eventsPollMs ?? AI_JOB_EVENTS_POLL_MS,
      heartbeatMs: this.settings.heartbeatMs ?? AI_JOB_HEARTBEAT_MS,
      onError: (error) =>
        this.logger.warn({ err: error, jobId }, 'job events: reading the job failed'),
    });
  }

  private accepted(
    jobId: string,
    status: GenerationJobAccepted['status'],
    step: GenerationStep,
  ): GenerationJobAccepted {
    return {
      success: true,
      jobId,
      status,
      step,
      steps: AI_GENERATION_STEPS,
      pollAfterMs: AI_GENERATION_POLL_MS,
    };
  }

  private async reserve(parentId: string, reservationId: string, what: string): Promise<void> {
    try {
      await this.ledger.reserve({
        reservationId,
        accountId: parentId,
        amount: CREDIT_COSTS.generatePaperAi,
        category: 'paper_generation',
        description: `AI paper: ${what}`,
        timeoutSeconds: Math.min(
          Math.ceil(this.settings.deadlineMs / 1000) + RESERVATION_MARGIN_SECONDS,
          MAX_RESERVATION_TIMEOUT_SECONDS,
        ),
      });
    } catch (error) {
      if (error instanceof LedgerCallError && error.insufficientCredits) {
        const body = error.body as { available?: number };
        throw paperGenerationErrors.insufficientCredits(
          CREDIT_COSTS.generatePaperAi,
          body.available ?? 0,
        );
      }
      this.logger.warn({ err: error, reservationId }, 'credits could not be reserved');
      throw paperGenerationErrors.aiGenerationFailed();
    }
  }
}
