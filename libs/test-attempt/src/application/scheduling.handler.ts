import { randomUUID } from 'node:crypto';
import {
  type AssignmentsResponse,
  type ExtraTimeResponse,
  indianDate,
  type PaperGenerationClient,
  type ScheduleTestResponse,
  type scheduleTestRequestSchema,
  TEST_MESSAGES,
  TEST_RULES,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { type Clock, type CreditCharges, CreditsShortError } from '@abhyas/runtime';
import type { z } from 'zod';
import { assignmentStream } from '../domain/assignment.stream';
import { accommodationStream } from '../domain/accommodation.stream';
import type { ChildRow, TestAttemptRepository } from '../infrastructure/test-attempt.repository';
import { testAttemptErrors, toTestException } from './test-attempt.exception';
import { addDays, assignmentIdFor, scheduleReservationId } from './test-ids';

/** A schedule's reservation waits this long for its commit before the ledger releases it. */
const RESERVATION_TIMEOUT_SECONDS = 120;

type ScheduleRequest = z.output<typeof scheduleTestRequestSchema>;

/**
 * Scheduling a saved paper for a child (5 credits), the parent's and the student's lists, and
 * the child's extra time. The paper is copied with its keys from paper-generation once, here:
 * exam morning never calls another service.
 */
export class SchedulingHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: TestAttemptRepository,
    private readonly papers: PaperGenerationClient,
    private readonly charges: CreditCharges,
    private readonly clock: Clock,
  ) {}

  async schedule(body: ScheduleRequest): Promise<ScheduleTestResponse> {
    const parentId = body.user;
    const child = await this.childOf(parentId, body.studentName);
    const paperId = body.paperId;
    this.checkDueDate(body.scheduledDate);
    const assignmentId = assignmentIdFor(child.childId, paperId);
    const requestId = body.requestId ?? randomUUID();
    const earlier = await this.store.load(assignmentStream, assignmentId);
    if (earlier.state.status === 'scheduled') {
      if (earlier.state.scheduled.requestId !== requestId) {
        // The decider says the same; saying it first spares a ledger call.
        throw testAttemptErrors.alreadyScheduled();
      }
      // The same request again: one assignment, one charge (settled now if a crash left it).
      await this.charges.commit(scheduleReservationId(assignmentId));
      return this.answer(assignmentId, child);
    }
    const paper = await this.snapshot(paperId);
    if (!paper || paper.parentId !== parentId) {
      throw testAttemptErrors.paperNotFound();
    }
    const reservationId = scheduleReservationId(assignmentId);
    const { newBalance } = await this.reserve(parentId, reservationId, paper.title);
    try {
      await toTestException.guard(() =>
        this.store.handle(assignmentStream, assignmentId, {
          type: 'ScheduleTest',
          data: {
            assignmentId,
            requestId,
            parentId,
            childId: child.childId,
            paperId,
            scheduledDate: body.scheduledDate,
            timeDuration: body.timeDuration ?? paper.timeDuration,
            paper,
            scheduledAt: this.clock.now().toISOString(),
          },
        }),
      );
    } catch (error) {
      await this.charges.release(reservationId);
      throw error;
    }
    await this.charges.commit(reservationId);
    return { ...(await this.answer(assignmentId, child)), newBalance };
  }

  /** The parent's list for a child (the route checked the child is theirs). */
  async assignmentsOf(childId: string): Promise<AssignmentsResponse> {
    const child = await this.repository.child(childId);
    return {
      success: true,
      assignments: child
        ? await this.repository.assignmentsOf(childId, child.extraTimePercent)
        : [],
    };
  }

  /** The student's Available Tests, by the spec's parent id and name. */
  async scheduledFor(parentId: string, studentName: string): Promise<AssignmentsResponse> {
    const child = await this.repository.childNamed(parentId, studentName);
    return {
      success: true,
      assignments: child
        ? await this.repository.assignmentsOf(child.childId, child.extraTimePercent)
        : [],
    };
  }

  async extraTime(childId: string): Promise<ExtraTimeResponse> {
    const child = await this.repository.child(childId);
    return { success: true, extraTimePercent: child?.extraTimePercent ?? 0 };
  }

  /** The route checked the child is this parent's. */
  async setExtraTime(
    parentId: string,
    childId: string,
    extraTimePercent: number,
  ): Promise<ExtraTimeResponse> {
    await this.store.handle(accommodationStream, childId, {
      type: 'SetExtraTime',
      data: { childId, parentId, extraTimePercent, at: this.clock.now().toISOString() },
    });
    return { success: true, extraTimePercent, message: TEST_MESSAGES.extraTimeSaved };
  }

  private async answer(assignmentId: string, child: ChildRow): Promise<ScheduleTestResponse> {
    const assignments = await this.repository.assignmentsOf(child.childId, child.extraTimePercent);
    const assignment = assignments.find((a) => a._id === assignmentId);
    if (!assignment) {
      throw testAttemptErrors.testNotFound();
    }
    return {
      success: true,
      message: TEST_MESSAGES.scheduled,
      assignment,
      creditsUsed: TEST_RULES.scheduleCost,
    };
  }

  private async childOf(parentId: string, studentName: string): Promise<ChildRow> {
    const child = await this.repository.childNamed(parentId, studentName);
    if (!child) {
      throw testAttemptErrors.studentNotFound();
    }
    return child;
  }

  /** Due today or later (India's calendar), and within a year. */
  private checkDueDate(scheduledDate: string): void {
    const today = indianDate(this.clock.now());
    if (scheduledDate < today) {
      throw testAttemptErrors.invalidSchedule(TEST_MESSAGES.dueDateInPast);
    }
    if (scheduledDate > addDays(today, TEST_RULES.maxDaysAhead)) {
      throw testAttemptErrors.invalidSchedule(TEST_MESSAGES.dueDateTooFar);
    }
  }

  private async snapshot(paperId: string) {
    try {
      return await this.papers.snapshot(paperId);
    } catch {
      throw testAttemptErrors.unavailable(
        'Failed to schedule test: papers are unavailable. Please try again.',
      );
    }
  }

  private async reserve(parentId: string, reservationId: string, title: string) {
    try {
      return await this.charges.reserve({
        reservationId,
        accountId: parentId,
        amount: TEST_RULES.scheduleCost,
        category: 'test_scheduling',
        description: `Test scheduled: ${title}`.slice(0, 200),
        timeoutSeconds: RESERVATION_TIMEOUT_SECONDS,
      });
    } catch (error) {
      if (error instanceof CreditsShortError) {
        throw testAttemptErrors.insufficientCredits(error.required, error.available);
      }
      throw testAttemptErrors.unavailable(
        'Failed to schedule test: credits are unavailable. Please try again.',
      );
    }
  }
}
