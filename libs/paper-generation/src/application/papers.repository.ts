import type { SqlExecutor } from '@abhyas/event-store';
import type { PaperSavedData } from '../domain/paper.events';
import type { GenerationEvent } from '../domain/generation.events';

export type GenerationData = Extract<GenerationEvent, { type: 'BankPaperGenerated' }>['data'];

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

  async generation(generationId: string): Promise<GenerationData | undefined> {
    const { rows } = await this.db.query<{ paper: GenerationData }>(
      `select paper from ${this.schema}.generations where generation_id = $1`,
      [generationId],
    );
    return rows[0]?.paper;
  }

  /** The questions this child was given before, and how often each candidate was used by anyone. */
  async history(childId: string, candidateIds: readonly string[]) {
    const seen = await this.db.query<{ question_id: string }>(
      `select question_id from ${this.schema}.child_seen_questions where child_id = $1`,
      [childId],
    );
    const used = await this.db.query<{ question_id: string; times_used: number }>(
      `select question_id, times_used from ${this.schema}.question_usage
       where question_id = any($1::text[])`,
      [candidateIds],
    );
    return {
      seen: new Set(seen.rows.map((r) => r.question_id)),
      timesUsed: new Map(used.rows.map((r) => [r.question_id, Number(r.times_used)])),
    };
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

  /** A child's saved papers, newest first. */
  async papersOf(parentId: string, childId: string): Promise<PaperSavedData[]> {
    const { rows } = await this.db.query<{ paper: PaperSavedData }>(
      `select paper from ${this.schema}.papers where parent_id = $1 and child_id = $2
       order by created_at desc, paper_id`,
      [parentId, childId],
    );
    return rows.map((r) => r.paper);
  }

  /** What erasing a child must remove: their papers and generations. */
  async heldFor(childId: string): Promise<{ paperIds: string[]; generationIds: string[] }> {
    const papers = await this.db.query<{ paper_id: string }>(
      `select paper_id from ${this.schema}.papers where child_id = $1`,
      [childId],
    );
    const generations = await this.db.query<{ generation_id: string }>(
      `select generation_id from ${this.schema}.generations where child_id = $1`,
      [childId],
    );
    return {
      paperIds: papers.rows.map((r) => r.paper_id),
      generationIds: generations.rows.map((r) => r.generation_id),
    };
  }
}
