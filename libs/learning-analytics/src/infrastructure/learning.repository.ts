import type { LearningNeeds } from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import { nameKey } from '../application/learning.projection';

export interface LearnerRow {
  childId: string;
  parentId: string;
  name: string;
  needs?: LearningNeeds;
}

/** The one class that reads learning-analytics' read models. */
export class LearningRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  async learnerNamed(parentId: string, name: string): Promise<LearnerRow | undefined> {
    const { rows } = await this.db.query<{
      child_id: string;
      parent_id: string;
      name: string;
      needs: LearningNeeds | null;
    }>(
      `select child_id, parent_id, name, needs from ${this.schema}.learners
       where parent_id = $1 and name_key = $2 order by child_id limit 1`,
      [parentId, nameKey(name)],
    );
    const row = rows[0];
    return row
      ? {
          childId: row.child_id,
          parentId: row.parent_id,
          name: row.name,
          ...(row.needs ? { needs: row.needs } : {}),
        }
      : undefined;
  }

  async parentOf(childId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ parent_id: string }>(
      `select parent_id from ${this.schema}.learners where child_id = $1`,
      [childId],
    );
    return rows[0]?.parent_id;
  }
}
