import { createHash } from 'node:crypto';
import {
  type ApproveExplanationResponse,
  EXPLANATION_MESSAGES as M,
  EXPLANATION_RULES,
  type explanationRequestSchema,
  type ExplanationRequestResponse,
  type ExplanationRequestsResponse,
  type ExplanationRequestView,
  type ExplanationResponse,
  type PaperGenerationClient,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { type Clock, type CreditCharges, CreditsShortError, type Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import type {
  ApprovalOutcome,
  ExplanationRequestState,
} from '../domain/explanation-request.decider';
import { explanationRequestStream } from '../domain/explanation-request.stream';
import { gradedAttemptStream } from '../domain/graded-attempt.stream';
import type { ExplanationsAiConfig } from '../infrastructure/explanations-ai.config';
import type { ExplanationsRepository } from '../infrastructure/explanations.repository';
import { explanationErrors, toExplanationException } from './explanations.exception';

/**
 * A reservation for an approval waits this long for its commit before the ledger releases it;
 * a worker-written one waits its deadline on top, so the deadline sweep (not the ledger's
 * time-out) is what returns the credit of an explanation that never came.
 */
const RESERVATION_TIMEOUT_SECONDS = 120;

type Requested = Extract<ExplanationRequestState, { status: 'requested' }>;

/** One request per question of an attempt: the pair names it. */
export const requestIdFor = (attemptId: string, questionId: string): string =>
  `exr-${createHash('sha256').update(`${attemptId}|${questionId}`).digest('hex').slice(0, 24)}`;

export const explanationReservationId = (requestId: string): string => `explanation:${requestId}`;

/**
 * Explanation requests: a child asks about a wrong answer of a graded attempt (checked against
 * test-attempt's events), the parent approves for 1 credit (reserved, then taken once) or
 * rejects with a reason. The explanation is the worked solution the paper pinned for that exact
 * question; when there is none the generation worker writes one (AI configured: the credit is
 * taken once it is ready, returned if it cannot be), or the approval costs nothing and says why.
 */
export class ExplanationsHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: ExplanationsRepository,
    private readonly papers: PaperGenerationClient,
    private readonly charges: CreditCharges,
    private readonly clock: Clock,
    private readonly ai: Pick<ExplanationsAiConfig, 'configured' | 'deadlineMs'> = {
      configured: false,
      deadlineMs: 1,
    },
  ) {}

  async request(
    principal: Principal,
    body: z.output<typeof explanationRequestSchema>,
  ): Promise<ExplanationRequestResponse> {
    const graded = await this.store.load(gradedAttemptStream, body.testAttemptId);
    if (graded.state.status !== 'known' || graded.state.grade.childId !== principal.userId) {
      throw explanationErrors.wrongAnswersOnly();
    }
    const grade = graded.state.grade;
    const answer = grade.questions.find((q) => q.questionId === body.questionId);
    if (!answer) {
      throw explanationErrors.wrongAnswersOnly();
    }
    const question = await this.questionOf(grade.paperId, body.questionId);
    const requestId = requestIdFor(grade.attemptId, answer.questionId);
    await toExplanationException.guard(() =>
      this.store.handle(explanationRequestStream, requestId, {
        type: 'RequestExplanation',
        data: {
          wrongAnswer: answer.answered && !answer.isCorrect,
          requestId,
          attemptId: grade.attemptId,
          questionId: answer.questionId,
          questionNumber: answer.questionNumber,
          childId: grade.childId,
          parentId: grade.parentId,
          paperId: grade.paperId,
          question: question?.question ?? '',
          ...(question?.options ? { options: question.options } : {}),
          studentAnswer: answer.studentAnswer,
          correctAnswer: answer.correctAnswer,
          requestReason: body.requestReason,
          urgency: body.urgency,
          cost: EXPLANATION_RULES.cost,
          syllabus: { curriculum: grade.curriculum, subject: grade.subject, class: grade.class },
          source: question?.explanation
            ? {
                detailedSolution: question.explanation.detailedSolution,
                keyConcepts: question.explanation.keyConcepts,
                relatedTopics: [question.topic, question.subTopic].filter(Boolean),
                difficultyLevel: question.difficulty,
              }
            : null,
          requestedAt: this.clock.now().toISOString(),
        },
      }),
    );
    return { success: true, request: await this.view(requestId), message: M.submitted };
  }

  async ofStudent(childId: string): Promise<ExplanationRequestsResponse> {
    return this.list(await this.repository.requestsOfChild(childId));
  }

  async ofParent(parentId: string): Promise<ExplanationRequestsResponse> {
    return this.list(await this.repository.requestsOfParent(parentId));
  }

  async approve(
    principal: Principal,
    requestId: string,
    notes?: string,
  ): Promise<ApproveExplanationResponse> {
    const loaded = await this.ownRequest(principal, requestId);
    const reservationId = explanationReservationId(requestId);
    const now = this.clock.now();
    const outcome = await this.outcomeFor(loaded, now);
    // Nothing can be produced (no worked solution, no AI): approving reserves nothing at all.
    const charged = !('failure' in outcome);
    const reserved =
      loaded.decision.status === 'pending' && charged
        ? await this.reserve(principal.userId, reservationId, 'generate' in outcome)
        : undefined;
    try {
      await toExplanationException.guard(() =>
        this.store.handle(explanationRequestStream, requestId, {
          type: 'Approve',
          data: { ...(notes ? { notes } : {}), reservationId, outcome, at: now.toISOString() },
        }),
      );
    } catch (error) {
      // Rejected first (409) or gone: nothing is taken.
      if (charged) {
        await this.charges.release(reservationId);
      }
      throw error;
    }
    const view = await this.view(requestId);
    if (view.production === 'preparing') {
      // The worker is writing it: the credit stays reserved until it is ready (then taken)
      // or cannot be (then returned).
      const balance = reserved?.newBalance ?? (await this.charges.balance(principal.userId));
      return {
        success: true,
        request: view,
        creditDeduction: {
          amount: EXPLANATION_RULES.cost,
          newBalance: balance ?? 0,
          transactionId: '',
        },
        message: M.approvedPreparing,
      };
    }
    if (view.production === 'failed') {
      // Nothing was reserved, or the worker's failure already released the reservation.
      const balance = await this.charges.balance(principal.userId);
      return {
        success: true,
        request: view,
        creditDeduction: { amount: 0, newBalance: balance ?? 0, transactionId: '' },
        message: M.couldNotProduce,
      };
    }
    const taken = await this.charges.commit(reservationId);
    return {
      success: true,
      request: view,
      creditDeduction: {
        amount: EXPLANATION_RULES.cost,
        newBalance: taken?.newBalance ?? (await this.charges.balance(principal.userId)) ?? 0,
        transactionId: taken?.transactionId ?? '',
      },
      message: M.approved,
    };
  }

  async reject(
    principal: Principal,
    requestId: string,
    reason: string,
    notes?: string,
  ): Promise<ExplanationRequestResponse> {
    await this.ownRequest(principal, requestId);
    await toExplanationException.guard(() =>
      this.store.handle(explanationRequestStream, requestId, {
        type: 'Reject',
        data: { reason, ...(notes ? { notes } : {}), at: this.clock.now().toISOString() },
      }),
    );
    return { success: true, request: await this.view(requestId), message: M.rejected };
  }

  /** The newest approved, ready explanation of a question, for the child who asked or their parent. */
  async explanation(
    principal: Principal,
    questionId: string,
    attemptId?: string,
  ): Promise<ExplanationResponse> {
    const request = await this.repository.approvedFor(
      questionId,
      principal.role === 'parent' ? { parentId: principal.userId } : { childId: principal.userId },
      attemptId,
    );
    if (!request?.explanation || !request.parentDecision) {
      throw explanationErrors.notAvailable();
    }
    return {
      success: true,
      explanation: {
        ...request.explanation,
        questionNumber: request.questionNumber,
        studentAnswer: request.studentAnswer,
        correctAnswer: request.correctAnswer,
        decisionDate: request.parentDecision.decisionDate,
        cost: request.cost,
      },
      message: 'Explanation found',
    };
  }

  private list(requests: ExplanationRequestView[]): ExplanationRequestsResponse {
    return {
      success: true,
      requests,
      pendingCount: requests.filter((r) => r.status === 'pending').length,
    };
  }

  private async view(requestId: string): Promise<ExplanationRequestView> {
    const view = await this.repository.request(requestId);
    if (!view) {
      throw explanationErrors.requestNotFound();
    }
    return view;
  }

  /** The request's state, for its parent only (anyone else is told it does not exist). */
  private async ownRequest(principal: Principal, requestId: string) {
    const { state } = await this.store.load(explanationRequestStream, requestId);
    if (state.status !== 'requested' || state.request.parentId !== principal.userId) {
      throw explanationErrors.requestNotFound();
    }
    return state;
  }

  /** The pinned question of the paper, read once when the request is made. */
  private async questionOf(paperId: string, questionId: string) {
    try {
      const paper = await this.papers.snapshot(paperId);
      return paper?.questions.find((q) => q._id === questionId);
    } catch {
      throw explanationErrors.unavailable(M.failedToSubmitRetry);
    }
  }

  /**
   * How this approval's explanation is produced: the paper's worked solution; otherwise the
   * generation worker when AI is configured (the question as the child saw it, its key, their
   * answer and its topic, against a deadline); otherwise not at all.
   */
  private async outcomeFor(loaded: Requested, now: Date): Promise<ApprovalOutcome> {
    const { request } = loaded;
    if (request.source) {
      return { explanation: request.source };
    }
    if (!this.ai.configured) {
      return { failure: M.couldNotProduce };
    }
    const graded = await this.store.load(gradedAttemptStream, request.attemptId);
    const answer =
      graded.state.status === 'known'
        ? graded.state.grade.questions.find((q) => q.questionId === request.questionId)
        : undefined;
    return {
      generate: {
        question: {
          question: request.question,
          ...(request.options ? { options: request.options } : {}),
          correctAnswer: request.correctAnswer,
          studentAnswer: request.studentAnswer,
          syllabus: request.syllabus,
          ...(answer?.topic ? { topic: answer.topic } : {}),
          ...(answer?.subTopic ? { subTopic: answer.subTopic } : {}),
        },
        deadlineAt: new Date(now.getTime() + this.ai.deadlineMs).toISOString(),
        deadlineMs: this.ai.deadlineMs,
      },
    };
  }

  private async reserve(
    parentId: string,
    reservationId: string,
    generated: boolean,
  ): Promise<{ newBalance: number }> {
    try {
      return await this.charges.reserve({
        reservationId,
        accountId: parentId,
        amount: EXPLANATION_RULES.cost,
        category: 'explanation',
        description: 'Detailed explanation',
        timeoutSeconds:
          RESERVATION_TIMEOUT_SECONDS + (generated ? Math.ceil(this.ai.deadlineMs / 1000) : 0),
      });
    } catch (error) {
      if (error instanceof CreditsShortError) {
        throw explanationErrors.insufficientCredits(error.required, error.available);
      }
      throw explanationErrors.unavailable(M.failedToApprove);
    }
  }
}
