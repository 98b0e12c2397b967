import { type AttemptsResponse, TEST_MESSAGES, type TestResultResponse } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import { attemptStream } from '../domain/attempt.stream';
import type { AttemptRow, TestAttemptRepository } from '../infrastructure/test-attempt.repository';
import type { StoredResult } from './stored-result';
import { testAttemptErrors, toTestException } from './test-attempt.exception';
import { attemptSummary, testResult } from './test-result';

type Completed = AttemptRow & { result: StoredResult; submittedAt: string };

const isCompleted = (attempt: AttemptRow | undefined): attempt is Completed =>
  attempt?.status === 'completed' &&
  attempt.result !== undefined &&
  attempt.submittedAt !== undefined;

/** Results for the student and the parent, and the parent's mark overrides. */
export class ResultsHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: TestAttemptRepository,
    private readonly clock: Clock,
  ) {}

  /** A child's attempts by the spec's parent id and name (the route checked who may ask). */
  async attemptsOf(parentId: string, studentName: string): Promise<AttemptsResponse> {
    const child = await this.repository.childNamed(parentId, studentName);
    const attempts = child ? await this.repository.attemptsOf(child.childId) : [];
    return { success: true, attempts: attempts.map(attemptSummary) };
  }

  /** One submitted attempt, for the child who sat it or their parent. */
  async studentView(principal: Principal, attemptId: string): Promise<TestResultResponse> {
    const attempt = await this.repository.attempt(attemptId);
    const mayRead =
      attempt !== undefined &&
      ((principal.role === 'student' && attempt.childId === principal.userId) ||
        (principal.role === 'parent' && attempt.parentId === principal.userId));
    if (!mayRead || !isCompleted(attempt)) {
      throw testAttemptErrors.resultsNotFound();
    }
    return this.resultOf(attempt, principal.role === 'parent' ? 'parent' : 'student');
  }

  /** The newest submitted attempt of a paper by a child (or the one named), with the others. */
  async parentView(
    parentId: string,
    paperId: string,
    studentName: string,
    attemptId?: string,
  ): Promise<TestResultResponse> {
    const child = await this.repository.childNamed(parentId, studentName);
    const attempts = child
      ? (await this.repository.attemptsOf(child.childId, paperId)).filter(isCompleted)
      : [];
    const chosen = attemptId ? attempts.find((a) => a.attemptId === attemptId) : attempts[0];
    if (!chosen) {
      throw testAttemptErrors.resultsNotFound(TEST_MESSAGES.noResultsForPaper);
    }
    const answer = await this.resultOf(chosen, 'parent');
    answer.testResult.attempts = attempts.map((a) => ({
      _id: a.attemptId,
      attemptNumber: a.attemptNumber,
      percentage: a.result.percentage,
      completedAt: a.submittedAt,
    }));
    return answer;
  }

  /** A parent sets one question's marks, with a reason; the totals follow. */
  async overrideMarks(
    principal: Principal,
    attemptId: string,
    questionId: string,
    marks: number,
    reason: string,
  ): Promise<TestResultResponse> {
    const attempt = await this.repository.attempt(attemptId);
    if (!attempt || attempt.parentId !== principal.userId) {
      throw testAttemptErrors.attemptNotFound();
    }
    await toTestException.guard(() =>
      this.store.handle(attemptStream, attemptId, {
        type: 'OverrideMarks',
        data: {
          questionId,
          marks,
          reason,
          by: principal.userId,
          at: this.clock.now().toISOString(),
        },
      }),
    );
    const updated = await this.repository.attempt(attemptId);
    if (!isCompleted(updated)) {
      throw testAttemptErrors.resultsNotFound();
    }
    return { ...(await this.resultOf(updated, 'parent')), message: TEST_MESSAGES.overrideSaved };
  }

  private async resultOf(
    attempt: Completed,
    audience: 'student' | 'parent',
  ): Promise<TestResultResponse> {
    const paper = await this.repository.keyedPaper(attempt.assignmentId);
    if (!paper) {
      throw testAttemptErrors.resultsNotFound();
    }
    return { success: true, testResult: testResult(attempt, paper, audience) };
  }
}
