import { RuleViolation } from '@abhyas/event-store/domain';

/** Why a paper form cannot be planned; each maps to a 400 in `paper-generation.exception.ts`. */
export enum PaperRule {
  CurriculumNotServedHere = 'CURRICULUM_NOT_SERVED_HERE',
  SyllabusMissing = 'SYLLABUS_MISSING',
  SubjectMissing = 'SUBJECT_MISSING',
  BranchRequired = 'BRANCH_REQUIRED',
  UnknownChapter = 'UNKNOWN_CHAPTER',
  UnknownTopic = 'UNKNOWN_TOPIC',
  ChapterRequired = 'CHAPTER_REQUIRED',
  TopicRequired = 'TOPIC_REQUIRED',
  MarksNotOffered = 'MARKS_NOT_OFFERED',
  PaperTypeNotOffered = 'PAPER_TYPE_NOT_OFFERED',
  NoPattern = 'NO_PATTERN',
  /** A family's own bank is at its size limit. */
  FamilyBankFull = 'FAMILY_BANK_FULL',
}

/** `detail` names what was wrong (the chapter or topic id, the marks offered). */
export class PaperRuleViolation extends RuleViolation<PaperRule> {
  constructor(
    rule: PaperRule,
    readonly detail = '',
  ) {
    super(rule);
  }
}
