// Where each question of an AI paper goes: its type, marks, difficulty and (Olympiads) section.
// Pure: the worker asks the model for exactly these slots, and the service checks the paper
// against the same list, so the two can never disagree about what a valid paper is.
import type { GenerationPlan } from '@abhyas/contracts';
import type { Difficulty, QuestionType } from '@abhyas/question-bank';
import { DIFFICULTY_MIXES, difficultyQuotas } from './bank-paper.selection';

export type PlanTopic = GenerationPlan['chapters'][number]['topics'][number];
export type SectionCode = PlanTopic['section'];

export interface PaperSlot {
  /** 1-based position in the paper. */
  number: number;
  type: QuestionType;
  marks: number;
  difficulty: Difficulty;
  /** Olympiads: the organiser's section the question belongs to. */
  section?: { code: SectionCode; name: string };
  /** The topic the slot asks for (topics are dealt in turn, so the paper covers them all). */
  topic: PlanTopic;
  chapter: string;
}

/** Marks of a long answer and of a short answer; leftovers become shorter questions. */
const LONG_MARKS = 5;
const SHORT_MARKS = 3;
/** Objective 1-mark questions, dealt in turn: three in five are MCQs. */
const OBJECTIVE_TYPES: readonly QuestionType[] = ['mcq', 'mcq', 'fill_blank', 'mcq', 'true_false'];

const DIFFICULTY_ORDER: readonly Difficulty[] = ['easy', 'medium', 'hard', 'very_hard'];

/** Easy first, then harder: a school paper's order within each part. */
const difficulties = (count: number, plan: GenerationPlan): Difficulty[] => {
  const quotas = difficultyQuotas(count, DIFFICULTY_MIXES[plan.difficultyDistribution]);
  return DIFFICULTY_ORDER.flatMap((d) => Array<Difficulty>(quotas[d]).fill(d));
};

const topicsOf = (plan: GenerationPlan, section?: SectionCode) =>
  plan.chapters.flatMap((chapter) =>
    chapter.topics
      .filter((topic) => section === undefined || topic.section === section)
      .map((topic) => ({ topic, chapter: chapter.name })),
  );

type Part = { type: QuestionType; marks: number; section?: PaperSlot['section'] }[];

/** Long answers of 5, short answers of 3; a remainder of 2 is a 2-mark short, of 1 an objective. */
const boardParts = (marks: NonNullable<GenerationPlan['marks']>): Part[] => {
  const longs = Math.floor(marks.long / LONG_MARKS);
  const shortPool = marks.short + (marks.long % LONG_MARKS);
  const shorts = Array<number>(Math.floor(shortPool / SHORT_MARKS)).fill(SHORT_MARKS);
  const remainder = shortPool % SHORT_MARKS;
  if (remainder === 2) {
    shorts.push(2);
  }
  const objective = marks.objective + (remainder === 1 ? 1 : 0);
  return [
    Array.from({ length: objective }, (_, i) => ({
      type: OBJECTIVE_TYPES[i % OBJECTIVE_TYPES.length],
      marks: 1,
    })),
    shorts.map((m) => ({ type: 'short_answer' as const, marks: m })),
    Array.from({ length: longs }, () => ({ type: 'long_answer' as const, marks: LONG_MARKS })),
  ];
};

const olympiadParts = (sections: NonNullable<GenerationPlan['sections']>): Part[] =>
  sections.map((s) =>
    Array.from({ length: s.questions }, () => ({
      type: 'mcq' as const,
      marks: s.marksPerQuestion,
      section: { code: s.code, name: s.name },
    })),
  );

/** Every slot of the paper the plan describes, in paper order; their marks add up to the total. */
export const planSlots = (plan: GenerationPlan): PaperSlot[] => {
  const parts = plan.sections
    ? olympiadParts(plan.sections)
    : boardParts(plan.marks ?? { objective: plan.totalMarks, short: 0, long: 0 });
  const slots: PaperSlot[] = [];
  for (const part of parts) {
    const levels = difficulties(part.length, plan);
    const pool = topicsOf(plan, part[0]?.section?.code);
    const topics = pool.length > 0 ? pool : topicsOf(plan);
    part.forEach((slot, i) => {
      const { topic, chapter } = topics[(slots.length + i) % topics.length];
      slots.push({ ...slot, number: slots.length + 1, difficulty: levels[i], topic, chapter });
    });
  }
  return slots;
};

const OBJECTIVE = new Set<QuestionType>(['mcq', 'true_false', 'fill_blank']);

/** Objective types stand in for one another; written answers are short or long. */
export const slotKind = (type: QuestionType): 'objective' | QuestionType =>
  OBJECTIVE.has(type) ? 'objective' : type;
