import type { LearningNeeds } from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import { FamilyChildren } from '@abhyas/runtime';

export interface LearnerRow {
  childId: string;
  parentId: string;
  name: string;
  needs?: LearningNeeds;
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
