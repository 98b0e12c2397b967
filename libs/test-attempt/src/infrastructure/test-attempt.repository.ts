import type {
  AssignmentPaperView,
  AssignmentView,
  AttemptPaperRef,
  PaperSnapshot,
  StudentTestPaper,
} from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import { childNameKey } from '@abhyas/runtime';
import type { StoredResult } from '../application/stored-result';

export interface ChildRow {
  childId: string;
  parentId: string;
  name: string;
  extraTimePercent: number;
}

export interface AssignmentRow {
  assignmentId: string;
  parentId: string;
  childId: string;
  paperId: string;
  scheduledDate: string;
  timeDuration: number;
  scheduledAt: string;
  currentAttempt: number;
  paper: AssignmentPaperView;
}

export interface AttemptRow {
  attemptId: string;
  assignmentId: string;
  parentId: string;
  childId: string;
  paperId: string;
  attemptNumber: number;
  status: 'in_progress' | 'completed';
  startedAt: string;
  deadline: string;
  durationSeconds: number;
  extraTimePercent: number;
  paper: AttemptPaperRef;
  submittedAt?: string;
  submittedBy?: 'student' | 'deadline';
  result?: StoredResult;
}

const iso = (value: Date | string) => new Date(value).toISOString();

type AssignmentRecord = {
  assignment_id: string;
  parent_id: string;
  child_id: string;
  paper_id: string;
  scheduled_date: string;
  time_duration: number;
  scheduled_at: Date | string;
  current_attempt: number;
  paper_view: AssignmentPaperView;
};

const ASSIGNMENT_COLUMNS = `a.assignment_id, a.parent_id, a.child_id, a.paper_id, a.scheduled_date,
  a.time_duration, a.scheduled_at, a.current_attempt, a.paper_view`;

const toAssignment = (r: AssignmentRecord): AssignmentRow => ({
  assignmentId: r.assignment_id,
  parentId: r.parent_id,
  childId: r.child_id,
  paperId: r.paper_id,
  scheduledDate: r.scheduled_date,
  timeDuration: Number(r.time_duration),
  scheduledAt: iso(r.scheduled_at),
  currentAttempt: Number(r.current_attempt),
  paper: r.paper_view,
});

type AttemptRecord = {
  attempt_id: string;
  assignment_id: string;
  parent_id: string;
  child_id: string;
  paper_id: string;
  attempt_number: number;
  status: AttemptRow['status'];
  started_at: Date | string;
  deadline: Date | string;
  duration_seconds: number;
  extra_time_percent: number;
  paper: AttemptPaperRef;
  submitted_at: Date | string | null;
  submitted_by: AttemptRow['submittedBy'] | null;
  result: StoredResult | null;
};

const ATTEMPT_COLUMNS = `attempt_id, assignment_id, parent_id, child_id, paper_id, attempt_number,
  status, started_at, deadline, duration_seconds, extra_time_percent, paper,
  submitted_at, submitted_by, result`;

const toAttempt = (r: AttemptRecord): AttemptRow => ({
  attemptId: r.attempt_id,
  assignmentId: r.assignment_id,
  parentId: r.parent_id,
  childId: r.child_id,
  paperId: r.paper_id,
  attemptNumber: Number(r.attempt_number),
  status: r.status,
  startedAt: iso(r.started_at),
  deadline: iso(r.deadline),
  durationSeconds: Number(r.duration_seconds),
  extraTimePercent: Number(r.extra_time_percent),
  paper: r.paper,
  ...(r.submitted_at ? { submittedAt: iso(r.submitted_at) } : {}),
  ...(r.submitted_by ? { submittedBy: r.submitted_by } : {}),
  ...(r.result ? { result: r.result } : {}),
});

/** The one class that reads test-attempt's read models. */
export class TestAttemptRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  async child(childId: string): Promise<ChildRow | undefined> {
    const { rows } = await this.db.query<{
      child_id: string;
      parent_id: string;
      name: string;
      extra_time_percent: number;
    }>(
      `select c.child_id, c.parent_id, c.name, coalesce(a.extra_time_percent, 0) as extra_time_percent
       from ${this.schema}.family_children c
       left join ${this.schema}.child_accommodations a on a.child_id = c.child_id
       where c.child_id = $1`,
      [childId],
    );
    const row = rows[0];
    return row
      ? {
          childId: row.child_id,
          parentId: row.parent_id,
          name: row.name,
          extraTimePercent: Number(row.extra_time_percent),
        }
      : undefined;
  }

  /** The parent's child of this name (unique within a family, case-insensitively). */
  async childNamed(parentId: string, name: string): Promise<ChildRow | undefined> {
    const { rows } = await this.db.query<{ child_id: string }>(
      `select child_id from ${this.schema}.family_children where parent_id = $1 and name_key = $2
       order by child_id limit 1`,
      [parentId, childNameKey(name)],
    );
    return rows[0] ? this.child(rows[0].child_id) : undefined;
  }

  async assignment(assignmentId: string): Promise<AssignmentRow | undefined> {
    const { rows } = await this.db.query<AssignmentRecord>(
      `select ${ASSIGNMENT_COLUMNS} from ${this.schema}.assignments a where a.assignment_id = $1`,
      [assignmentId],
    );
    return rows[0] ? toAssignment(rows[0]) : undefined;
  }

  async assignmentOf(childId: string, paperId: string): Promise<AssignmentRow | undefined> {
    const { rows } = await this.db.query<AssignmentRecord>(
      `select ${ASSIGNMENT_COLUMNS} from ${this.schema}.assignments a
       where a.child_id = $1 and a.paper_id = $2`,
      [childId, paperId],
    );
    return rows[0] ? toAssignment(rows[0]) : undefined;
  }

  /** The paper without keys: the only copy a student-facing answer is built from. */
  async studentPaper(assignmentId: string): Promise<StudentTestPaper | undefined> {
    const { rows } = await this.db.query<{ student_paper: StudentTestPaper }>(
      `select student_paper from ${this.schema}.assignments where assignment_id = $1`,
      [assignmentId],
    );
    return rows[0]?.student_paper;
  }

  /** The keyed paper: for grading and for results after submission, never before. */
  async keyedPaper(assignmentId: string): Promise<PaperSnapshot | undefined> {
    const { rows } = await this.db.query<{ keyed_paper: PaperSnapshot }>(
      `select keyed_paper from ${this.schema}.assignments where assignment_id = $1`,
      [assignmentId],
    );
    return rows[0]?.keyed_paper;
  }

  /** A child's assignments, soonest due first, each with its newest attempt. */
  async assignmentsOf(childId: string, extraTimePercent: number): Promise<AssignmentView[]> {
    const { rows } = await this.db.query<
      AssignmentRecord & {
        latest_id: string | null;
        latest_number: number | null;
        latest_status: 'in_progress' | 'completed' | null;
        latest_percentage: number | string | null;
        attempted: boolean;
      }
    >(
      `select ${ASSIGNMENT_COLUMNS},
         latest.attempt_id as latest_id, latest.attempt_number as latest_number,
         latest.status as latest_status, latest.result->>'percentage' as latest_percentage,
         exists (select 1 from ${this.schema}.attempts c
                 where c.assignment_id = a.assignment_id and c.status = 'completed') as attempted
       from ${this.schema}.assignments a
       left join lateral (
         select t.attempt_id, t.attempt_number, t.status, t.result
         from ${this.schema}.attempts t
         where t.assignment_id = a.assignment_id
         order by t.attempt_number desc limit 1
       ) latest on true
       where a.child_id = $1
       order by a.scheduled_date, a.scheduled_at`,
      [childId],
    );
    return rows.map((row) => {
      const assignment = toAssignment(row);
      const current = assignment.currentAttempt;
      const latestNumber = row.latest_number === null ? undefined : Number(row.latest_number);
      // A retake allowed and not begun is newer than the last attempt started.
      const latestAttempt =
        latestNumber === undefined || latestNumber < current
          ? current > 1
            ? { _id: '', attemptNumber: current, status: 'not_started' as const }
            : undefined
          : {
              _id: row.latest_id ?? '',
              attemptNumber: latestNumber,
              status: row.latest_status ?? ('in_progress' as const),
              ...(row.latest_percentage !== null
                ? { percentage: Number(row.latest_percentage) }
                : {}),
            };
      return {
        _id: assignment.assignmentId,
        paperId: assignment.paperId,
        paper: assignment.paper,
        scheduledDate: assignment.scheduledDate,
        dueDate: assignment.scheduledDate,
        timeDuration: assignment.timeDuration,
        extraTimePercent,
        attempted: Boolean(row.attempted),
        ...(latestAttempt ? { latestAttempt } : {}),
        scheduledAt: assignment.scheduledAt,
      };
    });
  }

  async attempt(attemptId: string): Promise<AttemptRow | undefined> {
    const { rows } = await this.db.query<AttemptRecord>(
      `select ${ATTEMPT_COLUMNS} from ${this.schema}.attempts where attempt_id = $1`,
      [attemptId],
    );
    return rows[0] ? toAttempt(rows[0]) : undefined;
  }

  /** A child's attempts, newest first; of one paper only when `paperId` is given. */
  async attemptsOf(childId: string, paperId?: string): Promise<AttemptRow[]> {
    const { rows } = await this.db.query<AttemptRecord>(
      `select ${ATTEMPT_COLUMNS} from ${this.schema}.attempts
       where child_id = $1 and ($2::text is null or paper_id = $2)
       order by started_at desc`,
      [childId, paperId ?? null],
    );
    return rows.map(toAttempt);
  }

  /** Attempts still open whose deadline passed before `cutoff` (deadline plus grace). */
  async openAttemptsDueBy(cutoff: Date, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ attempt_id: string }>(
      `select attempt_id from ${this.schema}.attempts
       where status = 'in_progress' and deadline < $1 order by deadline limit $2`,
      [cutoff.toISOString(), limit],
    );
    return rows.map((row) => row.attempt_id);
  }

  /** What test-attempt holds about a child, for erasure. */
  async heldFor(childId: string): Promise<{ assignmentIds: string[]; attemptIds: string[] }> {
    const assignments = await this.db.query<{ assignment_id: string }>(
      `select assignment_id from ${this.schema}.assignments where child_id = $1`,
      [childId],
    );
    const attempts = await this.db.query<{ attempt_id: string }>(
      `select attempt_id from ${this.schema}.attempts where child_id = $1`,
      [childId],
    );
    return {
      assignmentIds: assignments.rows.map((row) => row.assignment_id),
      attemptIds: attempts.rows.map((row) => row.attempt_id),
    };
  }
}
