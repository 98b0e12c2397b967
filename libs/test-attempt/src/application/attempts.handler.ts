import {
  type AttemptSession,
  indianDate,
  type SaveAnswerResponse,
  type SaveProgressResponse,
  type StartNewAttemptResponse,
  type StartTestResponse,
  type SubmitTestResponse,
  type submitTestRequestSchema,
  TEST_MESSAGES,
} from '@abhyas/contracts';
import { type ServiceStore, StreamStateCache } from '@abhyas/event-store';
import { childNameKey, type Clock, type Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import { type AttemptState } from '../domain/attempt.decider';
import { attemptStream } from '../domain/attempt.stream';
import { assignmentStream } from '../domain/assignment.stream';
import type {
  AssignmentRow,
  ChildRow,
  TestAttemptRepository,
} from '../infrastructure/test-attempt.repository';
import { testAttemptErrors, toTestException } from './test-attempt.exception';
import { attemptIdFor } from './test-ids';

type InProgress = Extract<AttemptState, { status: 'in_progress' }>;

/**
 * The test session: start or resume, save answers and progress as they happen, submit. The
 * attempt's stream is the truth (its decider owns the clock rules); hot attempts are kept in
 * a state cache and written one at a time per attempt, so autosaves need no read.
 */
export class AttemptsHandler {
  private readonly attempts = new StreamStateCache(attemptStream);

  constructor(
    private readonly store: ServiceStore,
    private readonly repository: TestAttemptRepository,
    private readonly clock: Clock,
  ) {}

  async start(
    principal: Principal,
    paperId: string,
    studentName: string,
  ): Promise<StartTestResponse> {
    const child = await this.studentSelf(principal, studentName);
    const assignment = await this.assignmentOf(child, paperId);
    const now = this.clock.now();
    if (assignment.scheduledDate > indianDate(now)) {
      throw testAttemptErrors.notYetDue();
    }
    const attemptId = attemptIdFor(assignment.assignmentId, assignment.currentAttempt);
    const current = await this.store.load(attemptStream, attemptId);
    if (current.state.status === 'graded') {
      return {
        success: true,
        completed: true,
        attempt: { _id: attemptId, attemptNumber: assignment.currentAttempt, status: 'completed' },
        paper: { _id: paperId, title: assignment.paper.title },
        message: TEST_MESSAGES.alreadySubmitted,
      };
    }
    const paper = await this.repository.studentPaper(assignment.assignmentId);
    if (!paper) {
      throw testAttemptErrors.testNotFound();
    }
    const durationSeconds = Math.round(
      assignment.timeDuration * 60 * (1 + child.extraTimePercent / 100),
    );
    const { state } = await this.store.handle(
      attemptStream,
      attemptId,
      {
        type: 'StartAttempt',
        data: {
          attemptId,
          assignmentId: assignment.assignmentId,
          attemptNumber: assignment.currentAttempt,
          parentId: assignment.parentId,
          childId: child.childId,
          paperId,
          paper: {
            title: paper.title,
            curriculum: paper.curriculum,
            class: paper.class,
            subject: paper.subject,
            chapter: paper.chapter,
          },
          questionIds: paper.questions.map((question) => question._id),
          durationSeconds,
          extraTimePercent: child.extraTimePercent,
          startedAt: now.toISOString(),
          deadline: new Date(now.getTime() + durationSeconds * 1000).toISOString(),
        },
      },
      { cache: this.attempts, serialize: true },
    );
    if (state.status !== 'in_progress') {
      // Submitted by another device between the read and the start: show it as completed.
      return this.start(principal, paperId, studentName);
    }
    return {
      success: true,
      completed: false,
      attempt: this.session(state),
      paper,
      message: 'Test started',
    };
  }

  async saveAnswer(
    principal: Principal,
    attemptId: string,
    questionId: string,
    selectedAnswer: string,
    version: number,
  ): Promise<SaveAnswerResponse> {
    const now = this.clock.now();
    const { state, events } = await toTestException.guard(() =>
      this.store.handle(
        attemptStream,
        attemptId,
        {
          type: 'RecordAnswer',
          data: {
            childId: principal.userId,
            questionId,
            selectedAnswer,
            version,
            at: now.toISOString(),
          },
        },
        { cache: this.attempts, serialize: true },
      ),
    );
    const held = state.status === 'in_progress' ? state.answers[questionId]?.version : undefined;
    return {
      success: true,
      saved: events.length > 0,
      version: held ?? version,
      serverNow: now.toISOString(),
    };
  }

  async saveProgress(
    principal: Principal,
    attemptId: string,
    progress: { currentQuestion: number; flagged: string[]; visited: string[]; version: number },
  ): Promise<SaveProgressResponse> {
    const now = this.clock.now();
    const { events } = await toTestException.guard(() =>
      this.store.handle(
        attemptStream,
        attemptId,
        {
          type: 'SaveProgress',
          data: { ...progress, childId: principal.userId, at: now.toISOString() },
        },
        { cache: this.attempts, serialize: true },
      ),
    );
    return { success: true, saved: events.length > 0, serverNow: now.toISOString() };
  }

  async submit(
    principal: Principal,
    body: z.output<typeof submitTestRequestSchema>,
  ): Promise<SubmitTestResponse> {
    await this.ownAttempt(principal, body.attemptId);
    const { events } = await this.submitAs(body.attemptId, 'student', body.answers);
    return {
      success: true,
      message: TEST_MESSAGES.submitted,
      attemptId: body.attemptId,
      alreadySubmitted: events.length === 0,
    };
  }

  /** Submits for the deadline sweep (and for the child); a second submit changes nothing. */
  async submitAs(
    attemptId: string,
    by: 'student' | 'deadline',
    answers: { questionId: string; selectedAnswer: string; version?: number }[] = [],
  ) {
    const attempt = await this.repository.attempt(attemptId);
    const paper = attempt ? await this.repository.keyedPaper(attempt.assignmentId) : undefined;
    if (!attempt || !paper) {
      throw testAttemptErrors.attemptNotFound();
    }
    return toTestException.guard(() =>
      this.store.handle(
        attemptStream,
        attemptId,
        {
          type: 'SubmitAttempt',
          data: { at: this.clock.now().toISOString(), by, answers, questions: paper.questions },
        },
        { cache: this.attempts, serialize: true },
      ),
    );
  }

  /**
   * Another attempt at a completed paper. A parent allows it (Allow Retake); a student who
   * confirms a new attempt gets the retake their parent allowed, or is told to ask for one.
   */
  async startNewAttempt(
    principal: Principal,
    paperId: string,
    studentName: string,
  ): Promise<StartNewAttemptResponse> {
    const child =
      principal.role === 'parent'
        ? await this.repository.childNamed(principal.userId, studentName)
        : await this.studentSelf(principal, studentName);
    if (!child) {
      throw testAttemptErrors.studentNotFound();
    }
    const assignment = await this.assignmentOf(child, paperId);
    const latestId = attemptIdFor(assignment.assignmentId, assignment.currentAttempt);
    const latest = await this.store.load(attemptStream, latestId);
    if (principal.role !== 'parent') {
      if (latest.state.status === 'graded') {
        throw testAttemptErrors.retakeNeedsParent();
      }
      return this.newAttemptAnswer(assignment, assignment.currentAttempt);
    }
    if (latest.state.status !== 'graded' && assignment.currentAttempt > 1) {
      // A retake is already allowed and not yet submitted: a repeated click allows no more.
      return this.newAttemptAnswer(assignment, assignment.currentAttempt);
    }
    const { state } = await toTestException.guard(() =>
      this.store.handle(assignmentStream, assignment.assignmentId, {
        type: 'AllowRetake',
        data: {
          afterAttempt: assignment.currentAttempt,
          afterAttemptSubmitted: latest.state.status === 'graded',
          at: this.clock.now().toISOString(),
        },
      }),
    );
    const attemptNumber =
      state.status === 'scheduled' ? state.currentAttempt : assignment.currentAttempt;
    return this.newAttemptAnswer(assignment, attemptNumber);
  }

  private newAttemptAnswer(
    assignment: AssignmentRow,
    attemptNumber: number,
  ): StartNewAttemptResponse {
    return {
      success: true,
      attemptNumber,
      attempt: { assignmentId: assignment.assignmentId, attemptNumber, status: 'not_started' },
      paper: { _id: assignment.paperId, title: assignment.paper.title },
      message: TEST_MESSAGES.newAttemptStarted(attemptNumber),
    };
  }

  private session(state: InProgress): AttemptSession {
    const { started, progress } = state;
    return {
      _id: started.attemptId,
      assignmentId: started.assignmentId,
      attemptNumber: started.attemptNumber,
      status: 'in_progress',
      startedAt: started.startedAt,
      deadline: started.deadline,
      serverNow: this.clock.now().toISOString(),
      durationSeconds: started.durationSeconds,
      extraTimePercent: started.extraTimePercent,
      answers: Object.entries(state.answers).map(([questionId, answer]) => ({
        questionId,
        selectedAnswer: answer.selectedAnswer,
        version: answer.version,
      })),
      flagged: progress.flagged,
      visited: progress.visited,
      currentQuestion: progress.currentQuestion,
      progressVersion: progress.version,
    };
  }

  /** The signed-in student, who must be the one the request names. */
  private async studentSelf(principal: Principal, studentName: string): Promise<ChildRow> {
    const child = await this.repository.child(principal.userId);
    if (
      !child ||
      principal.role !== 'student' ||
      childNameKey(child.name) !== childNameKey(studentName)
    ) {
      throw testAttemptErrors.testNotFound();
    }
    return child;
  }

  private async assignmentOf(child: ChildRow, paperId: string): Promise<AssignmentRow> {
    const assignment = await this.repository.assignmentOf(child.childId, paperId);
    if (!assignment) {
      throw testAttemptErrors.testNotFound();
    }
    return assignment;
  }

  /** Only the child whose attempt it is may write to it; anyone else is told it does not exist. */
  private async ownAttempt(principal: Principal, attemptId: string): Promise<void> {
    const attempt = await this.repository.attempt(attemptId);
    if (!attempt || principal.role !== 'student' || attempt.childId !== principal.userId) {
      throw testAttemptErrors.attemptNotFound();
    }
  }
}
