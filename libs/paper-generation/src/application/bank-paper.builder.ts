import { createHash } from 'node:crypto';
import type { PaperQuestion } from '@abhyas/contracts';
import {
  type BankQuestion,
  deriveSeed,
  DIFFICULTIES,
  type Generator,
  generatorsForClass,
  hashString,
  toBankQuestion,
} from '@abhyas/question-bank';
import {
  type Candidate,
  selectBankPaper,
  type Selection,
  type SelectionRequest,
} from '../domain/bank-paper.selection';
import type { PaperShape } from '../domain/paper-question.schema';
import type { PaperPlan } from '../domain/paper-plan';
import { type ChapterTopUp, type PlacedQuestion, versionOf } from './bank-index';
import { toPaperQuestion } from './paper-question';

/** What selection must know about this child and the bank's use. */
export interface BankHistory {
  seen: ReadonlySet<string>;
  timesUsed: ReadonlyMap<string, number>;
}

export type BuiltPaper =
  | { ok: true; paper: Omit<PaperShape, 'questions'> & { questions: PaperQuestion[] } }
  | { ok: false; needed: number; available: number; section?: string };

const OBJECTIVE = new Set(['mcq', 'true_false', 'fill_blank']);
const TYPE_ORDER = ['mcq', 'fill_blank', 'true_false', 'short_answer', 'long_answer'];
/** Generated questions per generator and difficulty offered to a short selection. */
const TOP_UP_SEEDS = 4;

const candidateOf = (q: PlacedQuestion, priority = 0): Candidate => ({
  id: q.question.id,
  difficulty: q.question.difficulty,
  section: q.question.section,
  ...(q.familyId ? { familyId: q.familyId } : {}),
  priority,
});

const sourceOf = (q: PlacedQuestion, fromBank: ReadonlySet<PlacedQuestion>) =>
  !fromBank.has(q) ? 'generator' : q.familyId ? 'family' : 'bank';

/** `TOP_UP_SEEDS` questions of each difficulty from one generator, seeded by the generation. */
const generatedBy = (
  generator: Generator,
  plan: PaperPlan,
  base: number,
  place: (question: BankQuestion) => Omit<PlacedQuestion, 'question' | 'version'>,
): PlacedQuestion[] =>
  DIFFICULTIES.flatMap((difficulty) =>
    Array.from({ length: TOP_UP_SEEDS }, (_, i) => {
      const seed = deriveSeed(base, `${generator.id}|${difficulty}|${i}`);
      const question: BankQuestion = toBankQuestion(
        generator.generate(seed, { class: plan.class, difficulty }),
      );
      return { question, version: versionOf(question), ...place(question) };
    }),
  );

/** Procedural maths questions for a class (one section for an Olympiad), seeded by the generation. */
const generatedFor = (
  plan: PaperPlan,
  generationId: string,
  section?: Candidate['section'],
): PlacedQuestion[] => {
  const base = hashString(generationId);
  return generatorsForClass(plan.class)
    .filter((g) => section === undefined || g.section === section)
    .flatMap((generator) =>
      generatedBy(generator, plan, base, (question) => ({
        chapterId: generator.id,
        chapterName: generator.name,
        topicId: question.topic,
        topicName: generator.name,
      })),
    );
};

/** The same for a chapter-wise paper: only its chapters' generators, placed in their chapters. */
const generatedForChapters = (
  plan: PaperPlan,
  generationId: string,
  topUps: readonly ChapterTopUp[],
): PlacedQuestion[] => {
  const base = hashString(generationId);
  const suitable = new Map(generatorsForClass(plan.class).map((g) => [g.id, g]));
  return topUps.flatMap((topUp) => {
    const generator = suitable.get(topUp.generatorId);
    return generator
      ? generatedBy(generator, plan, base, () => ({
          chapterId: topUp.chapterId,
          chapterName: topUp.chapterName,
          topicId: topUp.topicId,
          topicName: topUp.topicName,
        }))
      : [];
  });
};

/** Whose paper it is (the family's own questions are theirs alone) and what may top it up. */
export interface BankPaperOptions {
  familyId?: string;
  /** A chapter-wise maths paper's own chapters' generators (`BankIndex.chapterTopUps`). */
  chapterTopUps?: readonly ChapterTopUp[];
}

/**
 * A bank paper for a plan: pure given the bank slice, the child's history and the generation id
 * (which seeds the order among equals and any top-up), so a retried request makes the same paper.
 * `serving` may hold family questions; only those of `familyId` (the parent) are ever chosen.
 */
export const buildBankPaper = (
  plan: PaperPlan,
  serving: readonly PlacedQuestion[],
  history: BankHistory,
  generationId: string,
  { familyId = '', chapterTopUps = [] }: BankPaperOptions = {},
): BuiltPaper => {
  const chapterIds = new Set(plan.chapters.map((c) => c.id));
  const pool = serving.filter(
    (q) =>
      (q.familyId === undefined || q.familyId === familyId) &&
      chapterIds.has(q.chapterId) &&
      (plan.topicIds.length === 0 || plan.topicIds.includes(q.topicId)),
  );
  const byId = new Map(pool.map((q) => [q.question.id, q]));
  const request: Omit<SelectionRequest, 'totalQuestions'> = {
    mix: plan.mix,
    familyId,
    seen: history.seen,
    timesUsed: history.timesUsed,
    rank: (id) =>
      parseInt(createHash('sha256').update(`${generationId}|${id}`).digest('hex').slice(0, 8), 16),
  };
  const select = (
    candidates: PlacedQuestion[],
    sized: Partial<SelectionRequest>,
    topUp?: () => PlacedQuestion[],
  ): Selection => {
    const first = selectBankPaper(
      candidates.map((q) => candidateOf(q)),
      { ...request, totalQuestions: 0, ...sized },
    );
    if (first.ok || !topUp) {
      return first;
    }
    const extra = topUp().filter((q) => !byId.has(q.question.id));
    extra.forEach((q) => byId.set(q.question.id, q));
    return selectBankPaper(
      [...candidates.map((q) => candidateOf(q)), ...extra.map((q) => candidateOf(q, 1))],
      { ...request, totalQuestions: 0, ...sized },
    );
  };
  const objective = pool.filter((q) => OBJECTIVE.has(q.question.type));
  const chosen: { id: string; marks: number; sectionName?: string }[] = [];
  const notes: string[] = [];

  if (plan.sections) {
    const sections = plan.sections.map((s) => ({
      code: s.code,
      name: s.name,
      questions: s.questions,
    }));
    const selection = select(
      objective,
      { sections },
      plan.mayUseGenerators
        ? () => plan.sections!.flatMap((s) => generatedFor(plan, generationId, s.code))
        : undefined,
    );
    if (!selection.ok) {
      return selection;
    }
    const marksOf = new Map(plan.sections.map((s) => [s.name, s.marksPerQuestion]));
    for (const q of selection.questions) {
      chosen.push({ id: q.id, marks: marksOf.get(q.section!) ?? 1, sectionName: q.section });
    }
  } else {
    const split = plan.marks!;
    const written = (type: 'short_answer' | 'long_answer', target: number) => {
      const ranked = selectBankPaper(
        pool.filter((q) => q.question.type === type).map((q) => candidateOf(q)),
        { ...request, totalQuestions: pool.filter((q) => q.question.type === type).length },
      );
      let marks = 0;
      for (const { id } of ranked.ok ? ranked.questions : []) {
        const q = byId.get(id)!;
        if (marks + q.question.marks <= target) {
          chosen.push({ id, marks: q.question.marks });
          marks += q.question.marks;
        }
      }
      return marks;
    };
    const shortMarks = written('short_answer', split.short);
    const longMarks = written('long_answer', split.long);
    const objectiveCount = plan.totalMarks - shortMarks - longMarks;
    if (shortMarks + longMarks < split.short + split.long) {
      notes.push(
        `The bank had ${shortMarks + longMarks} of the ${split.short + split.long} written-answer marks for this selection; ${split.short + split.long - shortMarks - longMarks} more 1-mark questions make up the total.`,
      );
    }
    const selection = select(
      objective,
      { totalQuestions: objectiveCount },
      plan.mayUseGenerators
        ? () => generatedFor(plan, generationId)
        : chapterTopUps.length > 0
          ? () => generatedForChapters(plan, generationId, chapterTopUps)
          : undefined,
    );
    if (!selection.ok) {
      return { ok: false, needed: objectiveCount, available: selection.available };
    }
    chosen.unshift(...selection.questions.map((q) => ({ id: q.id, marks: 1 })));
  }

  const placed = chosen.map((c) => ({ ...c, q: byId.get(c.id)! }));
  if (!plan.sections) {
    placed.sort(
      (a, b) => TYPE_ORDER.indexOf(a.q.question.type) - TYPE_ORDER.indexOf(b.q.question.type),
    );
  }
  const fromBank = new Set(serving);
  const generated = placed.filter((p) => !fromBank.has(p.q)).length;
  if (generated > 0) {
    notes.push(
      `${generated} procedurally generated maths question${generated === 1 ? '' : 's'} completed the paper: the reviewed bank had too few for this selection.`,
    );
  }
  const own = placed.filter((p) => p.q.familyId !== undefined).length;
  if (own > 0) {
    notes.push(
      `${own} of your own saved question${own === 1 ? '' : 's'} (not reviewed by Abhyas) ${own === 1 ? 'is' : 'are'} in this paper.`,
    );
  }
  const questions = placed.map((p, i) =>
    toPaperQuestion(p.q.question, {
      version: p.q.version,
      source: sourceOf(p.q, fromBank),
      ...(p.q.passageText ? { passageText: p.q.passageText } : {}),
      chapterName: p.q.chapterName,
      topicId: p.q.topicId,
      topicName: p.q.topicName,
      number: i + 1,
      marks: p.marks,
      ...(p.sectionName ? { sectionName: p.sectionName } : {}),
    }),
  );
  return {
    ok: true,
    paper: {
      curriculum: plan.curriculum,
      class: plan.class,
      subject: plan.subject,
      ...(plan.branch ? { branch: plan.branch } : {}),
      chapter:
        plan.chapters.length === 1
          ? plan.chapters[0].name
          : plan.chapters.length > 1 && plan.paperType !== 'comprehensive'
            ? plan.chapters.map((c) => c.name).join(', ')
            : 'All chapters',
      paperType: plan.paperType,
      difficultyDistribution: plan.difficultyDistribution,
      totalMarks: questions.reduce((sum, q) => sum + q.marks, 0),
      timeDuration: plan.timeDuration,
      ...(plan.sections ? { sections: plan.sections } : {}),
      questions,
      notes,
    },
  };
};
