/** A small seeded generator (mulberry32): the same SEED plans the same morning. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** When one student does what, in ms; saves are counted from the moment the test started. */
export interface StudentPlan {
  startDelayMs: number;
  saveAtMs: number[];
  /** Reloads the page after this save was acknowledged (about 10 % of students). */
  reloadAfterSave?: number;
  /** Goes offline for `offlineMs` from this save on (about 5 %, never the ones who reload). */
  offlineFromSave?: number;
  offlineMs: number;
}

export interface PlanOptions {
  saves: number;
  /** Students start spread uniformly over this window. */
  spreadMs: number;
  /** A student's saves fall within this long after its test starts. */
  sessionMs: number;
  reloadShare: number;
  offlineShare: number;
  offlineMs: number;
}

/** Log-normal gaps (reading, thinking, a quick change) scaled to fill 85–100 % of the session. */
const humanGaps = (random: () => number, count: number, sessionMs: number): number[] => {
  const gaps = Array.from({ length: count }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.exp(0.6 * normal);
  });
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const fill = sessionMs * (0.85 + 0.15 * random());
  let at = 0;
  return gaps.map((gap) => (at += (gap / total) * fill));
};

export const planStudent = (random: () => number, options: PlanOptions): StudentPlan => {
  const draw = random();
  const middle = () => 3 + Math.floor(random() * Math.max(1, options.saves - 8));
  return {
    startDelayMs: random() * options.spreadMs,
    saveAtMs: humanGaps(random, options.saves, options.sessionMs),
    reloadAfterSave: draw < options.reloadShare ? middle() : undefined,
    offlineFromSave:
      draw >= options.reloadShare && draw < options.reloadShare + options.offlineShare
        ? middle()
        : undefined,
    offlineMs: options.offlineMs,
  };
};

/**
 * Which question each save answers: questions in paper order (leaving at least four saves for
 * changes), then changes: the first question changed is changed twice, the rest at random
 * (at most twice each while that is possible); `saves` in all.
 */
export const answerOrder = (random: () => number, questions: number, saves: number): number[] => {
  if (questions === 0) {
    return [];
  }
  const order = Array.from({ length: Math.min(questions, Math.max(1, saves - 4)) }, (_, i) => i);
  const answered = order.length;
  const changes = new Array<number>(answered).fill(0);
  const cap = Math.max(2, Math.ceil((saves - answered) / answered));
  const twice = Math.floor(random() * answered);
  for (let i = 0; i < 2 && order.length < saves; i++) {
    changes[twice] += 1;
    order.push(twice);
  }
  while (order.length < saves) {
    const question = Math.floor(random() * answered);
    if (changes[question] < cap) {
      changes[question] += 1;
      order.push(question);
    }
  }
  return order;
};
