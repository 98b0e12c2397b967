import { defineProjection, type Projection, type SqlExecutor } from '@abhyas/event-store';
import type { ChildOwnership } from '../auth/child-ownership';
import { familyChildStream } from './family-child.stream';

/** A child's name as routes compare it: names are unique within a family, case-insensitively. */
export const childNameKey = (name: string): string =>
  name.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** The read model's table, for the service's first migration. */
export const familyChildrenTableSql = `
  create table if not exists {{schema}}.family_children (
    child_id text primary key,
    parent_id text not null,
    name text not null,
    name_key text not null
  );
  create index if not exists family_children_name_idx
    on {{schema}}.family_children (parent_id, name_key);
`;

/** `family_children`, kept from `familyChildStream` in the append's transaction. */
export const familyChildrenProjection = (schema: string): Projection =>
  defineProjection({
    name: 'family-children',
    streams: [familyChildStream],
    handlers: {
      ChildKnown: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.family_children (child_id, parent_id, name, name_key)
           values ($1, $2, $3, $4) on conflict (child_id) do nothing`,
          [data.childId, data.parentId, data.name, childNameKey(data.name)],
        );
      },
      ChildErased: async (tx, { data }) => {
        await tx.query(`delete from ${schema}.family_children where child_id = $1`, [data.childId]);
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.family_children`);
    },
  });

export interface FamilyChild {
  childId: string;
  parentId: string;
  name: string;
}

/** Reads `family_children`: ownership for the access rules, and children by name. */
export class FamilyChildren implements ChildOwnership {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  async child(childId: string): Promise<FamilyChild | undefined> {
    const { rows } = await this.db.query<{ child_id: string; parent_id: string; name: string }>(
      `select child_id, parent_id, name from ${this.schema}.family_children where child_id = $1`,
      [childId],
    );
    const row = rows[0];
    return row ? { childId: row.child_id, parentId: row.parent_id, name: row.name } : undefined;
  }

  /** The parent's child of this name (unique within a family, case-insensitively). */
  async named(parentId: string, name: string): Promise<FamilyChild | undefined> {
    const { rows } = await this.db.query<{ child_id: string }>(
      `select child_id from ${this.schema}.family_children where parent_id = $1 and name_key = $2
       order by child_id limit 1`,
      [parentId, childNameKey(name)],
    );
    return rows[0] ? this.child(rows[0].child_id) : undefined;
  }

  async isChildOf(childId: string, parentId: string): Promise<boolean> {
    return (await this.child(childId))?.parentId === parentId;
  }

  async childNamed(parentId: string, name: string): Promise<string | undefined> {
    return (await this.named(parentId, name))?.childId;
  }
}
