import { defineProjection, type Projection } from '@abhyas/event-store';
import { familyChildStream } from '@abhyas/runtime';
import { assignmentStream } from '../domain/assignment.stream';
import { attemptStream } from '../domain/attempt.stream';
import { accommodationStream } from '../domain/accommodation.stream';
import type { StoredResult } from './stored-result';
import { paperView, studentPaper } from './student-paper';

const attemptIdOf = (streamId: string): string => streamId.slice(attemptStream.streamId('').length);

/**
 * Every read model of the service, kept in the append's transaction and rebuildable from the
 * log: each child's extra time (the family's children are the platform's
 * `familyChildrenProjection`), assignments (with the student's key-free
 * paper beside the keyed one that grading and results use), and attempts with their clocks and
 * results. An attempt's answers and progress are not projected: only the test session reads
 * them, from the attempt's stream (kept hot in its state cache), so an autosave is the append
 * alone, one statement and no transaction, on the busiest path of an exam morning.
 */
export const testAttemptProjection = (schema: string): Projection =>
  defineProjection({
    name: 'tests',
    streams: [familyChildStream, accommodationStream, assignmentStream, attemptStream],
    handlers: {
      ExtraTimeSet: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.child_accommodations (child_id, extra_time_percent) values ($1, $2)
           on conflict (child_id) do update set extra_time_percent = excluded.extra_time_percent`,
          [data.childId, data.extraTimePercent],
        );
      },
      ChildErased: async (tx, { data }) => {
        await tx.query(`delete from ${schema}.child_accommodations where child_id = $1`, [
          data.childId,
        ]);
      },
      TestScheduled: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.assignments (assignment_id, parent_id, child_id, paper_id,
             scheduled_date, time_duration, scheduled_at, current_attempt, paper_view,
             student_paper, keyed_paper)
           values ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9, $10)`,
          [
            data.assignmentId,
            data.parentId,
            data.childId,
            data.paperId,
            data.scheduledDate,
            data.timeDuration,
            data.scheduledAt,
            JSON.stringify(paperView(data.paper)),
            JSON.stringify(studentPaper(data.paper)),
            JSON.stringify(data.paper),
          ],
        );
      },
      RetakeAllowed: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.assignments set current_attempt = $2 where assignment_id = $1`,
          [data.assignmentId, data.attemptNumber],
        );
      },
      AssignmentErased: async (tx, { data }) => {
        await tx.query(`delete from ${schema}.assignments where assignment_id = $1`, [
          data.assignmentId,
        ]);
      },
      AttemptStarted: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.attempts (attempt_id, assignment_id, parent_id, child_id, paper_id,
             attempt_number, status, started_at, deadline, duration_seconds, extra_time_percent,
             paper)
           values ($1, $2, $3, $4, $5, $6, 'in_progress', $7, $8, $9, $10, $11)`,
          [
            data.attemptId,
            data.assignmentId,
            data.parentId,
            data.childId,
            data.paperId,
            data.attemptNumber,
            data.startedAt,
            data.deadline,
            data.durationSeconds,
            data.extraTimePercent,
            JSON.stringify({ _id: data.paperId, ...data.paper }),
          ],
        );
      },
      AttemptSubmitted: async (tx, { streamId, data }) => {
        await tx.query(
          `update ${schema}.attempts
             set status = 'completed', submitted_at = $2, submitted_by = $3
           where attempt_id = $1`,
          [attemptIdOf(streamId), data.submittedAt, data.submittedBy],
        );
      },
      AttemptGraded: async (tx, { streamId, data }) => {
        await tx.query(`update ${schema}.attempts set result = $2 where attempt_id = $1`, [
          attemptIdOf(streamId),
          JSON.stringify({ ...data, overrides: {} } satisfies StoredResult),
        ]);
      },
      GradeOverridden: async (tx, { streamId, data }) => {
        // The stored result changes the way the decider's state does (see attempt.decider.ts).
        const attemptId = attemptIdOf(streamId);
        const { rows } = await tx.query<{ result: StoredResult }>(
          `select result from ${schema}.attempts where attempt_id = $1 for update`,
          [attemptId],
        );
        const result = rows[0]?.result;
        if (!result) {
          return;
        }
        const changed: StoredResult = {
          ...result,
          ...data.totals,
          questions: result.questions.map((q) =>
            q.questionId === data.questionId
              ? { ...q, marksObtained: data.marks, isCorrect: data.isCorrect, provisional: false }
              : q,
          ),
          overrides: {
            ...result.overrides,
            [data.questionId]: { marks: data.marks, reason: data.reason, by: data.by, at: data.at },
          },
        };
        await tx.query(`update ${schema}.attempts set result = $2 where attempt_id = $1`, [
          attemptId,
          JSON.stringify(changed),
        ]);
      },
      AttemptErased: async (tx, { streamId }) => {
        const attemptId = attemptIdOf(streamId);
        await tx.query(`delete from ${schema}.attempts where attempt_id = $1`, [attemptId]);
      },
    },
    reset: async (tx) => {
      await tx.query(
        `truncate ${schema}.child_accommodations, ${schema}.assignments, ${schema}.attempts`,
      );
    },
  });
