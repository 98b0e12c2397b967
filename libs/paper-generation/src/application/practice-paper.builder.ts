import { createHash } from 'node:crypto';
import { PRACTICE_PAPER_RULES } from '@abhyas/contracts';
import {
  type Candidate,
  DIFFICULTY_MIXES,
  DIFFICULTY_ORDER,
  selectBankPaper,
} from '../domain/bank-paper.selection';
import {
  type PracticeArea,
  practiceMinutes,
  practiceMix,
  questionsPerArea,
  sameTopic,
} from '../domain/practice-paper.plan';
import type { BankHistory, BuiltPaper } from './bank-paper.builder';
import type { PlacedQuestion } from './bank-index';
import { toPaperQuestion } from './paper-question';

/** Where the practice paper's questions come from: the place the child's own papers were for. */
export interface PracticePlace {
  curriculum: string;
  class: number;
  subject: string;
  branch?: string;
}

/** A focus area and the bank's objective questions on its topic. */
export interface MatchedArea {
  area: PracticeArea;
  pool: PlacedQuestion[];
}

const OBJECTIVE = new Set(['mcq', 'true_false', 'fill_blank']);

/** The bank's one-mark questions on each focus area's topic; areas the bank lacks are dropped. */
export const matchFocusAreas = (
  areas: readonly PracticeArea[],
  serving: readonly PlacedQuestion[],
): MatchedArea[] =>
  areas
    .map((area) => ({
      area,
      pool: serving.filter((q) => OBJECTIVE.has(q.question.type) && sameTopic(area, q.topicName)),
    }))
    .filter((m) => m.pool.length > 0);

/** The skill's own sub-topic and section first, then the rest of its topic. */
const closeness = (area: PracticeArea, q: PlacedQuestion): number =>
  Number(q.question.subTopic.toLowerCase() !== area.subTopic.toLowerCase()) +
  Number(q.question.section !== area.section);

/**
 * A practice paper for the focus areas (highest priority first): each area's share of the
 * questions in proportion to its priority, at its own difficulty mix (lower mastery, easier),
 * unseen questions first; a share the bank cannot fill passes to the other areas. The paper runs
 * easiest first, and within a difficulty the highest-priority area first. Pure given the bank
 * slice, the child's history and the generation id, so a retried request makes the same paper.
 */
export const buildPracticePaper = (
  place: PracticePlace,
  matched: readonly MatchedArea[],
  history: BankHistory,
  generationId: string,
  total: number = PRACTICE_PAPER_RULES.questions,
): BuiltPaper => {
  const rank = (id: string) =>
    parseInt(createHash('sha256').update(`${generationId}|${id}`).digest('hex').slice(0, 8), 16);
  const taken = new Map<string, { q: PlacedQuestion; area: number }>();
  const pick = (index: number, wanted: number, mix = practiceMix(matched[index].area)) => {
    const { area, pool } = matched[index];
    const open = pool.filter((q) => !taken.has(q.question.id));
    const count = Math.min(wanted, open.length);
    if (count === 0) {
      return 0;
    }
    const candidates: Candidate[] = open.map((q) => ({
      id: q.question.id,
      difficulty: q.question.difficulty,
      section: q.question.section,
      priority: closeness(area, q),
    }));
    const selection = selectBankPaper(candidates, {
      totalQuestions: count,
      mix,
      familyId: '',
      seen: history.seen,
      timesUsed: history.timesUsed,
      rank,
    });
    const byId = new Map(open.map((q) => [q.question.id, q]));
    for (const { id } of selection.ok ? selection.questions : []) {
      taken.set(id, { q: byId.get(id)!, area: index });
    }
    return selection.ok ? count : 0;
  };
  const shares = questionsPerArea(
    matched.map((m) => m.area),
    total,
  );
  let short = 0;
  shares.forEach((share, i) => {
    short += share - pick(i, share);
  });
  // What one area could not fill, the others give, highest priority first.
  for (let i = 0; i < matched.length && short > 0; i++) {
    short -= pick(i, short, DIFFICULTY_MIXES.default);
  }
  const available = new Set(matched.flatMap((m) => m.pool.map((q) => q.question.id))).size;
  if (taken.size < Math.min(PRACTICE_PAPER_RULES.minQuestions, total)) {
    return { ok: false, needed: PRACTICE_PAPER_RULES.minQuestions, available };
  }
  const ordered = [...taken.values()].sort(
    (a, b) =>
      DIFFICULTY_ORDER.indexOf(a.q.question.difficulty) -
        DIFFICULTY_ORDER.indexOf(b.q.question.difficulty) ||
      a.area - b.area ||
      rank(a.q.question.id) - rank(b.q.question.id),
  );
  const questions = ordered.map(({ q }, i) =>
    toPaperQuestion(q.question, {
      version: q.version,
      source: 'bank',
      ...(q.passageText ? { passageText: q.passageText } : {}),
      chapterName: q.chapterName,
      topicId: q.topicId,
      topicName: q.topicName,
      number: i + 1,
      marks: 1,
    }),
  );
  const covered = matched
    .map((m, i) => ({
      name: m.area.subTopic ? `${m.area.topic} (${m.area.subTopic})` : m.area.topic,
      count: ordered.filter((o) => o.area === i).length,
    }))
    .filter((c) => c.count > 0);
  const notes = [
    `Practice from learning needs: ${covered.map((c) => `${c.count} on ${c.name}`).join('; ')}. Easier questions come first.`,
  ];
  if (questions.length < total) {
    notes.push(`The bank had ${questions.length} of the ${total} questions for these focus areas.`);
  }
  return {
    ok: true,
    paper: {
      curriculum: place.curriculum,
      class: place.class,
      subject: place.subject,
      ...(place.branch ? { branch: place.branch } : {}),
      chapter: [...new Set(matched.map((m) => m.pool[0].topicName))].join(', '),
      paperType: 'practice',
      difficultyDistribution: 'default',
      totalMarks: questions.length,
      timeDuration: practiceMinutes(questions.length),
      questions,
      notes,
    },
  };
};
