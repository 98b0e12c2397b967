import type { PaperQuestion } from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import type { PaperSavedData } from '../domain/paper.events';
import type { Generated } from '../domain/generation.decider';
import type { GenerationEvent } from '../domain/generation.events';

/** A generation's paper as the read model keeps it: from the bank, or from an AI job. */
export type GenerationData = Generated;
export type BankGenerationData = Extract<GenerationEvent, { type: 'BankPaperGenerated' }>['data'];

/** A saved paper and, once scheduled for the child, its test and newest result. */
export interface PaperWithTest {
  paper: PaperSavedData;
  test?: {
    scheduledDate: string;
    result?: { marksObtained: number; numCorrect: number; numWrong: number };
  };
}

/** An AI job as the screen and the sweep read it (`generation_jobs`). */
export interface JobRow {
  jobId: string;
  parentId: string;
  childId?: string;
  title: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  step: number;
  requestedAt: string;
  deadlineAt: string;
  error?: string;
}

const JOB_COLUMNS = `job_id, parent_id, child_id, title, status, step, requested_at, deadline_at, error`;

type JobRecord = {
  job_id: string;
  parent_id: string;
  child_id: string | null;
  title: string;
  status: JobRow['status'];
  step: number;
  requested_at: Date | string;
  deadline_at: Date | string;
  error: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toJobRow = (r: JobRecord): JobRow => ({
  jobId: r.job_id,
  parentId: r.parent_id,
  ...(r.child_id ? { childId: r.child_id } : {}),
  title: r.title,
  status: r.status,
  step: Number(r.step),
  requestedAt: iso(r.requested_at),
  deadlineAt: iso(r.deadline_at),
  ...(r.error ? { error: r.error } : {}),
});

/** The one class that reads paper-generation's read models. */
export class PapersRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  async parentOfChild(childId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ parent_id: string }>(
      `select parent_id from ${this.schema}.family_children where child_id = $1`,
      [childId],
    );
    return rows[0]?.parent_id;
  }

  /** The questions this child was given before, and how often each candidate was used by anyone. */
  /** What this child was given before and how often each candidate was used: one round trip. */
  async history(childId: string, candidateIds: readonly string[]) {
    const { rows } = await this.db.query<{ question_id: string; times_used: number | null }>(
      `select question_id, null::int as times_used from ${this.schema}.child_seen_questions
       where child_id = $1
       union all
       select question_id, times_used from ${this.schema}.question_usage
       where question_id = any($2::text[])`,
      [childId, candidateIds],
    );
    const seen = new Set<string>();
    const timesUsed = new Map<string, number>();
    for (const row of rows) {
      if (row.times_used === null) {
        seen.add(row.question_id);
      } else {
        timesUsed.set(row.question_id, Number(row.times_used));
      }
    }
    return { seen, timesUsed };
  }

  async titleTaken(parentId: string, titleKey: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `select 1 from ${this.schema}.papers where parent_id = $1 and title_key = $2`,
      [parentId, titleKey],
    );
    return rows.length > 0;
  }

  async paper(paperId: string): Promise<PaperSavedData | undefined> {
    const { rows } = await this.db.query<{ paper: PaperSavedData }>(
      `select paper from ${this.schema}.papers where paper_id = $1`,
      [paperId],
    );
    return rows[0]?.paper;
  }

  /** A child's saved papers, newest first, each with its test for that child (if scheduled). */
  async papersOf(parentId: string, childId: string): Promise<PaperWithTest[]> {
    const { rows } = await this.db.query<{
      paper: PaperSavedData;
      scheduled_date: string | null;
      attempt_number: number | null;
      marks_obtained: string | number | null;
      num_correct: number | null;
      num_wrong: number | null;
    }>(
      `select p.paper, t.scheduled_date, t.attempt_number, t.marks_obtained, t.num_correct,
         t.num_wrong
       from ${this.schema}.papers p
       left join ${this.schema}.paper_tests t on t.paper_id = p.paper_id and t.child_id = $2
       where p.parent_id = $1 and p.child_id = $2
       order by p.created_at desc, p.paper_id`,
      [parentId, childId],
    );
    return rows.map((r) => ({
      paper: r.paper,
      test: r.scheduled_date
        ? {
            scheduledDate: r.scheduled_date,
            ...(r.attempt_number !== null
              ? {
                  result: {
                    marksObtained: Number(r.marks_obtained),
                    numCorrect: Number(r.num_correct),
                    numWrong: Number(r.num_wrong),
                  },
                }
              : {}),
          }
        : undefined,
    }));
  }

  /**
   * A question as it sits in the papers a parent saved (newest first), or in the papers
   * scheduled for a child, with whether the child's attempt at that paper was graded.
   */
  async questionInPapers(
    questionId: string,
    owner: { parentId: string } | { childId: string },
  ): Promise<{ question: PaperQuestion; graded: boolean } | undefined> {
    const probe = JSON.stringify([{ _id: questionId }]);
    const { rows } =
      'parentId' in owner
        ? await this.db.query<{ paper: PaperSavedData; graded: boolean }>(
            `select paper, true as graded from ${this.schema}.papers
             where parent_id = $1 and paper->'questions' @> $2::jsonb
             order by created_at desc limit 1`,
            [owner.parentId, probe],
          )
        : await this.db.query<{ paper: PaperSavedData; graded: boolean }>(
            `select p.paper, (t.attempt_number is not null) as graded
             from ${this.schema}.paper_tests t
             join ${this.schema}.papers p on p.paper_id = t.paper_id
             where t.child_id = $1 and p.paper->'questions' @> $2::jsonb
             order by (t.attempt_number is not null) desc, p.created_at desc limit 1`,
            [owner.childId, probe],
          );
    const row = rows[0];
    const question = row?.paper.questions.find((q) => q._id === questionId);
    return row && question ? { question, graded: Boolean(row.graded) } : undefined;
  }

  /** Whether test-attempt scheduled this paper for this child (a student may then open it). */
  async isScheduledFor(paperId: string, childId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `select 1 from ${this.schema}.paper_tests where paper_id = $1 and child_id = $2`,
      [paperId, childId],
    );
    return rows.length > 0;
  }

  async job(jobId: string): Promise<JobRow | undefined> {
    const { rows } = await this.db.query<JobRecord>(
      `select ${JOB_COLUMNS} from ${this.schema}.generation_jobs where job_id = $1`,
      [jobId],
    );
    return rows[0] && toJobRow(rows[0]);
  }

  /** Open jobs whose deadline has passed, oldest deadline first. */
  async jobsPastDeadline(now: Date, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ job_id: string }>(
      `select job_id from ${this.schema}.generation_jobs
       where status in ('queued', 'running') and deadline_at <= $1
       order by deadline_at limit $2`,
      [now.toISOString(), limit],
    );
    return rows.map((r) => r.job_id);
  }

  /** Finished jobs whose credits are not settled yet, untouched since `before`. */
  async unsettledJobs(before: Date, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ job_id: string }>(
      `select job_id from ${this.schema}.generation_jobs
       where status in ('completed', 'failed') and not settled and updated_at <= $1
       order by updated_at limit $2`,
      [before.toISOString(), limit],
    );
    return rows.map((r) => r.job_id);
  }

  /** What erasing a child must remove: their papers, generations and AI jobs. */
  async heldFor(
    childId: string,
  ): Promise<{ paperIds: string[]; generationIds: string[]; jobIds: string[] }> {
    const papers = await this.db.query<{ paper_id: string }>(
      `select paper_id from ${this.schema}.papers where child_id = $1`,
      [childId],
    );
    const generations = await this.db.query<{ generation_id: string }>(
      `select generation_id from ${this.schema}.generations where child_id = $1`,
      [childId],
    );
    const jobs = await this.db.query<{ job_id: string }>(
      `select job_id from ${this.schema}.generation_jobs where child_id = $1`,
      [childId],
    );
    return {
      paperIds: papers.rows.map((r) => r.paper_id),
      generationIds: generations.rows.map((r) => r.generation_id),
      jobIds: jobs.rows.map((r) => r.job_id),
    };
  }
}
