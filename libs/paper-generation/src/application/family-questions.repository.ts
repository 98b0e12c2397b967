import {
  QUESTION_TYPE_LABELS,
  type CurriculumCode,
  type FamilyQuestionView,
} from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import type { FamilyQuestionSavedData } from '../domain/family-bank.events';
import type { PlacedQuestion } from './bank-index';

export interface FamilyQuestionFilter {
  curriculum?: string;
  class?: number;
  subject?: string;
}

const placed = (saved: FamilyQuestionSavedData): PlacedQuestion => ({
  question: saved.question,
  version: saved.version,
  ...(saved.passageText ? { passageText: saved.passageText } : {}),
  ...(saved.branch ? { branch: saved.branch } : {}),
  chapterId: saved.chapterId,
  chapterName: saved.chapterName,
  topicId: saved.topicId,
  topicName: saved.topicName,
  familyId: saved.parentId,
});

const view = (saved: FamilyQuestionSavedData): FamilyQuestionView => ({
  questionId: saved.questionId,
  curriculum: saved.curriculum as CurriculumCode,
  class: saved.class,
  subject: saved.subject,
  ...(saved.branch ? { branch: saved.branch } : {}),
  chapter: saved.chapterName,
  topic: saved.topicName,
  question: saved.question.stem,
  questionType: QUESTION_TYPE_LABELS[saved.question.type],
  difficulty: saved.question.difficulty,
  marks: saved.question.marks,
  savedAt: saved.savedAt,
});

/** Reads of `family_questions`: a family's own questions, never another family's. */
export class FamilyQuestionsRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  /** The family's questions serving a subject of a class (in a branch when one is named). */
  async serving(
    parentId: string,
    curriculum: string,
    schoolClass: number,
    subject: string,
    branch?: string,
  ): Promise<PlacedQuestion[]> {
    const { rows } = await this.db.query<{ saved: FamilyQuestionSavedData }>(
      `select saved from ${this.schema}.family_questions
       where parent_id = $1 and curriculum = $2 and class = $3 and subject_key = $4
         and ($5::text is null or branch_key = $5)
       order by question_id`,
      [parentId, curriculum, schoolClass, subject.toLowerCase(), branch?.toLowerCase() ?? null],
    );
    return rows.map((r) => placed(r.saved));
  }

  /** The family's questions for their list, newest first. */
  async list(parentId: string, filter: FamilyQuestionFilter): Promise<FamilyQuestionView[]> {
    const { rows } = await this.db.query<{ saved: FamilyQuestionSavedData }>(
      `select saved from ${this.schema}.family_questions
       where parent_id = $1 and ($2::text is null or curriculum = $2)
         and ($3::int is null or class = $3) and ($4::text is null or subject_key = $4)
       order by saved_at desc, question_id`,
      [
        parentId,
        filter.curriculum ?? null,
        filter.class ?? null,
        filter.subject?.toLowerCase() ?? null,
      ],
    );
    return rows.map((r) => view(r.saved));
  }
}
