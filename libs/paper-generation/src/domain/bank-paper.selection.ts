// Choosing a bank paper's questions: pure, so the same request and bank give the same paper,
// and testable without a database. Time, randomness and the child's history come in with the
// request (style.md: a decider never calls the clock or the network).

export type Difficulty = 'easy' | 'medium' | 'hard' | 'very_hard';
export const DIFFICULTY_ORDER: readonly Difficulty[] = ['easy', 'medium', 'hard', 'very_hard'];

/** Spec §9: the bank's difficulty mixes. */
export const DIFFICULTY_MIXES = {
  default: { easy: 0.3, medium: 0.4, hard: 0.2, very_hard: 0.1 },
  challenging: { easy: 0.1, medium: 0.4, hard: 0.4, very_hard: 0.1 },
  advanced: { easy: 0, medium: 0.3, hard: 0.5, very_hard: 0.2 },
} as const satisfies Record<string, Record<Difficulty, number>>;

export type DifficultyMix = Readonly<Record<Difficulty, number>>;

/** A bank question as selection sees it: no text, only what decides whether it fits. */
export interface Candidate {
  id: string;
  difficulty: Difficulty;
  section: 'S1' | 'S2' | 'S3' | 'S4';
  /** A family's own saved question (unverified) is theirs alone; bank questions have none. */
  familyId?: string;
  /** Lower first: the reviewed bank (0) before procedural top-ups (1). */
  priority?: number;
}

export interface SectionQuota {
  code: Candidate['section'];
  name: string;
  questions: number;
}

export interface SelectionRequest {
  /** Questions in the paper, when it has no sections. */
  totalQuestions: number;
  /** An Olympiad pattern: filled section by section, in order, each to its count. */
  sections?: readonly SectionQuota[];
  mix: DifficultyMix;
  familyId: string;
  /** Questions this child has already been given, and how often each was used by anyone. */
  seen: ReadonlySet<string>;
  timesUsed: ReadonlyMap<string, number>;
  /** A stable order among otherwise equal questions (a seeded hash of the id). */
  rank: (id: string) => number;
}

export type Selection =
  | { ok: true; questions: { id: string; section?: string }[] }
  | { ok: false; needed: number; available: number; section?: string };

/** Whole questions per difficulty for `total`, largest remainders first (sums to `total`). */
export const difficultyQuotas = (total: number, mix: DifficultyMix): Record<Difficulty, number> => {
  const weight = DIFFICULTY_ORDER.reduce((sum, d) => sum + mix[d], 0) || 1;
  const exact = DIFFICULTY_ORDER.map((d) => ({ d, value: (total * mix[d]) / weight }));
  const quotas = Object.fromEntries(exact.map(({ d, value }) => [d, Math.floor(value)])) as Record<
    Difficulty,
    number
  >;
  let left = total - DIFFICULTY_ORDER.reduce((sum, d) => sum + quotas[d], 0);
  for (const { d } of [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  )) {
    if (left === 0) {
      break;
    }
    quotas[d]++;
    left--;
  }
  return quotas;
};

/** Difficulties nearest to `d` first: where a short quota borrows from. */
const nearest = (d: Difficulty): Difficulty[] => {
  const at = DIFFICULTY_ORDER.indexOf(d);
  return [...DIFFICULTY_ORDER].sort(
    (a, b) =>
      Math.abs(DIFFICULTY_ORDER.indexOf(a) - at) - Math.abs(DIFFICULTY_ORDER.indexOf(b) - at) ||
      DIFFICULTY_ORDER.indexOf(a) - DIFFICULTY_ORDER.indexOf(b),
  );
};

/** The bank before top-ups, then unseen first, then the least used, then the request's stable order. */
const preference = (request: SelectionRequest) => (a: Candidate, b: Candidate) =>
  (a.priority ?? 0) - (b.priority ?? 0) ||
  Number(request.seen.has(a.id)) - Number(request.seen.has(b.id)) ||
  (request.timesUsed.get(a.id) ?? 0) - (request.timesUsed.get(b.id) ?? 0) ||
  request.rank(a.id) - request.rank(b.id) ||
  a.id.localeCompare(b.id);

const fill = (
  pool: readonly Candidate[],
  count: number,
  request: SelectionRequest,
  taken: Set<string>,
): Candidate[] | undefined => {
  const open = pool.filter((c) => !taken.has(c.id));
  if (open.length < count) {
    return undefined;
  }
  const byDifficulty = new Map(
    DIFFICULTY_ORDER.map((d) => [
      d,
      open.filter((c) => c.difficulty === d).sort(preference(request)),
    ]),
  );
  const chosen: Candidate[] = [];
  const quotas = difficultyQuotas(count, request.mix);
  // Each difficulty first takes its own quota; what it lacks is borrowed from the nearest.
  for (const d of DIFFICULTY_ORDER) {
    chosen.push(...byDifficulty.get(d)!.splice(0, quotas[d]));
  }
  for (const d of DIFFICULTY_ORDER) {
    let short = quotas[d] - chosen.filter((c) => c.difficulty === d).length;
    for (const other of nearest(d)) {
      while (short > 0 && byDifficulty.get(other)!.length > 0) {
        chosen.push(byDifficulty.get(other)!.shift()!);
        short--;
      }
    }
  }
  for (const c of chosen) {
    taken.add(c.id);
  }
  return chosen;
};

/**
 * The questions of a bank paper: bank questions and the family's own, never another family's;
 * each question once; the difficulty mix kept wherever the bank has enough of each difficulty
 * (a short difficulty borrows from the nearest); an Olympiad paper filled section by section.
 * Not enough questions is an answer, not an error: how many were needed and how many there are.
 */
export const selectBankPaper = (
  bank: readonly Candidate[],
  request: SelectionRequest,
): Selection => {
  const allowed = bank.filter((c) => c.familyId === undefined || c.familyId === request.familyId);
  const taken = new Set<string>();
  if (!request.sections) {
    const chosen = fill(allowed, request.totalQuestions, request, taken);
    return chosen
      ? { ok: true, questions: chosen.map((c) => ({ id: c.id })) }
      : {
          ok: false,
          needed: request.totalQuestions,
          available: new Set(allowed.map((c) => c.id)).size,
        };
  }
  const questions: { id: string; section: string }[] = [];
  for (const section of request.sections) {
    const pool = allowed.filter((c) => c.section === section.code);
    const chosen = fill(pool, section.questions, request, taken);
    if (!chosen) {
      return {
        ok: false,
        needed: section.questions,
        available: pool.filter((c) => !taken.has(c.id)).length,
        section: section.name,
      };
    }
    questions.push(...chosen.map((c) => ({ id: c.id, section: section.name })));
  }
  return { ok: true, questions };
};
