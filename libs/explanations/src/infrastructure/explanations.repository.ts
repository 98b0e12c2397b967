import type {
  ExplanationContent,
  ExplanationRequestView,
  ExplanationSource,
} from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import type { ExplanationRequestedData } from '../domain/explanation-request.events';

type RequestRecord = {
  request_id: string;
  child_id: string;
  status: ExplanationRequestView['status'];
  production: ExplanationRequestView['production'] | null;
  failure_reason: string | null;
  request: ExplanationRequestedData & { hasWorkedSolution?: boolean };
  deadline_at: Date | string | null;
  decision: ExplanationRequestView['parentDecision'] | null;
  explanation: ExplanationContent | null;
  created_at: Date | string;
  updated_at: Date | string;
  name: string | null;
};

const COLUMNS = `r.request_id, r.child_id, r.status, r.production, r.failure_reason, r.request,
  r.deadline_at, r.decision, r.explanation, r.created_at, r.updated_at, c.name`;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Where the explanation comes (or came) from: the paper's worked solution, the worker (asked
 * when there was none and AI is configured: `deadline_at` says it was), or nowhere.
 */
const sourceOf = (r: RequestRecord, aiConfigured: boolean): ExplanationSource => {
  if (r.request.hasWorkedSolution) {
    return 'worked-solution';
  }
  if (r.deadline_at !== null) {
    return 'ai';
  }
  return r.status === 'pending' && aiConfigured ? 'ai' : 'none';
};

/** A request as the lists show it: the explanation only once approved and ready. */
const toView = (r: RequestRecord, aiConfigured: boolean): ExplanationRequestView => ({
  _id: r.request_id,
  questionId: r.request.questionId,
  testAttemptId: r.request.attemptId,
  questionNumber: r.request.questionNumber,
  question: r.request.question,
  ...(r.request.options ? { options: r.request.options } : {}),
  studentAnswer: r.request.studentAnswer,
  correctAnswer: r.request.correctAnswer,
  status: r.status,
  ...(r.production ? { production: r.production } : {}),
  ...(r.failure_reason ? { failureReason: r.failure_reason } : {}),
  explanationSource: sourceOf(r, aiConfigured),
  urgency: r.request.urgency,
  requestReason: r.request.requestReason,
  cost: r.request.cost,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  syllabus: r.request.syllabus,
  studentId: { _id: r.child_id, name: r.name ?? '' },
  ...(r.decision ? { parentDecision: r.decision } : {}),
  ...(r.status === 'approved' && r.production === 'ready' && r.explanation
    ? { explanation: r.explanation }
    : {}),
});

/** The one class that reads explanations' read models. */
export class ExplanationsRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
    /** Whether an approval without a worked solution goes to the generation worker. */
    private readonly aiConfigured = false,
  ) {}

  /** Worker-written explanations still being prepared past their deadline. */
  async preparingPastDeadline(now: Date, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ request_id: string }>(
      `select request_id from ${this.schema}.explanation_requests
       where production = 'preparing' and deadline_at <= $1
       order by deadline_at limit $2`,
      [now.toISOString(), limit],
    );
    return rows.map((r) => r.request_id);
  }

  /** Worker-written explanations that ended before `before` with their credits unsettled. */
  async unsettled(before: Date, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ request_id: string }>(
      `select request_id from ${this.schema}.explanation_requests
       where deadline_at is not null and production in ('ready', 'failed')
         and not credits_settled and updated_at < $1
       order by updated_at limit $2`,
      [before.toISOString(), limit],
    );
    return rows.map((r) => r.request_id);
  }

  async request(requestId: string): Promise<ExplanationRequestView | undefined> {
    const rows = await this.requests(`r.request_id = $1`, [requestId]);
    return rows[0];
  }

  /** The raw ownership of a request: whose child asked and whose parent decides. */
  async owners(requestId: string): Promise<{ childId: string; parentId: string } | undefined> {
    const { rows } = await this.db.query<{ child_id: string; parent_id: string }>(
      `select child_id, parent_id from ${this.schema}.explanation_requests where request_id = $1`,
      [requestId],
    );
    return rows[0] ? { childId: rows[0].child_id, parentId: rows[0].parent_id } : undefined;
  }

  requestsOfChild(childId: string): Promise<ExplanationRequestView[]> {
    return this.requests(`r.child_id = $1`, [childId]);
  }

  requestsOfParent(parentId: string): Promise<ExplanationRequestView[]> {
    return this.requests(`r.parent_id = $1`, [parentId]);
  }

  /** The newest approved request about a question, by a child or by any child of a parent. */
  async approvedFor(
    questionId: string,
    owner: { childId: string } | { parentId: string },
    attemptId?: string,
  ): Promise<ExplanationRequestView | undefined> {
    const [column, id] =
      'childId' in owner ? ['child_id', owner.childId] : ['parent_id', owner.parentId];
    const rows = await this.requests(
      `r.question_id = $1 and r.${column} = $2 and r.status = 'approved'
       and ($3::text is null or r.attempt_id = $3)`,
      [questionId, id, attemptId ?? null],
    );
    return rows[0];
  }

  /** What explanations holds about a child, for erasure. */
  async heldFor(childId: string): Promise<{ requestIds: string[]; attemptIds: string[] }> {
    const requests = await this.db.query<{ request_id: string }>(
      `select request_id from ${this.schema}.explanation_requests where child_id = $1`,
      [childId],
    );
    const attempts = await this.db.query<{ attempt_id: string }>(
      `select attempt_id from ${this.schema}.graded_attempts where child_id = $1`,
      [childId],
    );
    return {
      requestIds: requests.rows.map((r) => r.request_id),
      attemptIds: attempts.rows.map((r) => r.attempt_id),
    };
  }

  private async requests(where: string, params: unknown[]): Promise<ExplanationRequestView[]> {
    const { rows } = await this.db.query<RequestRecord>(
      `select ${COLUMNS} from ${this.schema}.explanation_requests r
       left join ${this.schema}.family_children c on c.child_id = r.child_id
       where ${where} order by r.created_at desc, r.request_id`,
      params,
    );
    return rows.map((row) => toView(row, this.aiConfigured));
  }
}
