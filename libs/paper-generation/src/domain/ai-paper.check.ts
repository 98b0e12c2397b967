// The checks an AI paper must pass, run by the worker before it reports and again by the
// service before it accepts (a worker of another release, or a bug, cannot slip a bad paper in).
import type { GenerationPlan } from '@abhyas/contracts';
import { type BankQuestion, questionSchema } from '@abhyas/question-bank';
import { planSlots, slotKind, type PaperSlot, type PlanTopic } from './paper-slots';
import { unsafeSvgReason } from './safe-svg';

/** A question as the worker sends it: the bank's format, and a reading passage if it has one. */
export interface CandidateQuestion {
  question: unknown;
  passage?: string;
}

export interface CheckedQuestion {
  question: BankQuestion;
  passage?: string;
  topic: PlanTopic;
  chapter: string;
}

export type QuestionCheck =
  { ok: true; checked: CheckedQuestion } | { ok: false; issues: string[] };
export type PaperCheck =
  { ok: true; questions: CheckedQuestion[] } | { ok: false; issues: string[] };

const MAX_ISSUES = 5;
const MAX_PASSAGE = 6000;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The topics a question of `slot` may take: its section's in an Olympiad, any otherwise. */
const allowedTopics = (plan: Pick<GenerationPlan, 'chapters'>, section?: PlanTopic['section']) => {
  const all = plan.chapters.flatMap((c) => c.topics.map((topic) => ({ topic, chapter: c.name })));
  const inSection = section ? all.filter((t) => t.topic.section === section) : [];
  return inSection.length > 0 ? inSection : all;
};

/**
 * One question against the bank's schema (one correct option among four distinct ones, the
 * type's key, marks, explanation), the plan's syllabus (topic, its section, a sub-topic of it),
 * a diagram safe to show, and, when a slot is given, the slot's type, marks and section.
 */
export const checkQuestion = (
  candidate: CandidateQuestion,
  plan: Pick<GenerationPlan, 'chapters'>,
  slot?: Pick<PaperSlot, 'type' | 'marks' | 'section'>,
): QuestionCheck => {
  const parsed = questionSchema.safeParse(candidate.question);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues
        .slice(0, MAX_ISSUES)
        .map((issue) => `${issue.path.join('.') || 'question'}: ${issue.message}`),
    };
  }
  const question = parsed.data;
  const issues: string[] = [];
  if ((candidate.passage?.length ?? 0) > MAX_PASSAGE) {
    issues.push(`passage: at most ${MAX_PASSAGE} characters`);
  }
  if (question.passage !== undefined) {
    issues.push('passage: give the reading passage as text beside the question, not as an id');
  }
  const olympiadSection = slot?.section?.code;
  const found = allowedTopics(plan, olympiadSection).find(
    (t) =>
      t.topic.id === question.topic && (olympiadSection || t.topic.section === question.section),
  );
  if (!found) {
    issues.push(`topic: ${question.topic} (${question.section}) is not a topic of this paper`);
  } else if (!found.topic.subTopics.some((s) => same(s, question.subTopic))) {
    issues.push(
      `subTopic: must be one of ${found.topic.subTopics.map((s) => `"${s}"`).join(', ')}`,
    );
  }
  const svgProblem = question.diagram && unsafeSvgReason(question.diagram.svg);
  if (svgProblem) {
    issues.push(`diagram: ${svgProblem}`);
  }
  if (slot) {
    if (slotKind(question.type) !== slotKind(slot.type)) {
      issues.push(`type: must be ${slot.type}`);
    }
    if (question.marks !== slot.marks) {
      issues.push(`marks: must be ${slot.marks}`);
    }
    if (olympiadSection && question.section !== olympiadSection) {
      issues.push(`section: must be ${olympiadSection}`);
    }
  }
  if (issues.length > 0 || !found) {
    return { ok: false, issues };
  }
  return {
    ok: true,
    checked: {
      question,
      ...(candidate.passage ? { passage: candidate.passage } : {}),
      topic: found.topic,
      chapter: found.chapter,
    },
  };
};

/**
 * A whole paper: every question checked in its slot (so the Olympiad's sections come in order
 * with their counts and marks, and a board paper's parts have theirs), no question twice, and
 * the plan's total marks.
 */
export const checkPaper = (
  plan: GenerationPlan,
  candidates: readonly CandidateQuestion[],
): PaperCheck => {
  const slots = planSlots(plan);
  if (candidates.length !== slots.length) {
    return {
      ok: false,
      issues: [`the paper needs ${slots.length} questions, not ${candidates.length}`],
    };
  }
  const issues: string[] = [];
  const questions: CheckedQuestion[] = [];
  candidates.forEach((candidate, i) => {
    const result = checkQuestion(candidate, plan, slots[i]);
    if (result.ok) {
      questions.push(result.checked);
    } else {
      issues.push(...result.issues.map((issue) => `question ${i + 1}: ${issue}`));
    }
  });
  const ids = new Set(questions.map((q) => q.question.id));
  const stems = new Set(questions.map((q) => normalised(q.question.stem)));
  if (ids.size < questions.length || stems.size < questions.length) {
    issues.push('every question must be different');
  }
  const total = questions.reduce((sum, q) => sum + q.question.marks, 0);
  if (issues.length === 0 && total !== plan.totalMarks) {
    issues.push(`the marks add up to ${total}, not ${plan.totalMarks}`);
  }
  return issues.length > 0 ? { ok: false, issues: issues.slice(0, 20) } : { ok: true, questions };
};
