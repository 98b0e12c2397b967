import type { LearningNeeds } from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import { FamilyChildren } from '@abhyas/runtime';

export interface LearnerRow {
  childId: string;
  parentId: string;
  name: string;
  needs?: LearningNeeds;
}

export interface ReportRow {
  reportId: string;
  requestId: string;
  from: string;
  to: string;
  requestedAt: string;
}

/** The one class that reads learning-analytics' read models. */
export class LearningRepository {
  readonly children: FamilyChildren;

  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {
    this.children = new FamilyChildren(db, schema);
  }

  /** A child's reports, newest first (inside a transaction when `reader` is given). */
  async reportsOf(childId: string, reader: SqlExecutor = this.db): Promise<ReportRow[]> {
    const { rows } = await reader.query<ReportRow>(
      `select report_id as "reportId", request_id as "requestId", period_from as "from",
              period_to as "to", requested_at as "requestedAt"
       from ${this.schema}.analytics_reports where child_id = $1
       order by requested_at desc, report_id`,
      [childId],
    );
    return rows;
  }

  /** The parent's child of this name, with their latest needs if any were computed. */
  async learnerNamed(parentId: string, name: string): Promise<LearnerRow | undefined> {
    const child = await this.children.named(parentId, name);
    if (!child) {
      return undefined;
    }
    const { rows } = await this.db.query<{ needs: LearningNeeds }>(
      `select needs from ${this.schema}.learners where child_id = $1`,
      [child.childId],
    );
    return { ...child, ...(rows[0] ? { needs: rows[0].needs } : {}) };
  }
}
