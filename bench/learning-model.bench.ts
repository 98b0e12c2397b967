/**
 * Offline evaluation of the learning-needs mastery model
 * (libs/learning-analytics/src/domain/mastery-model.ts) on simulated students whose true
 * ability on every skill is known. Two measures, each against two baselines in the same run:
 *
 * - next-answer AUC: for every answer after the first on its skill, the method's chance that it
 *   is right, from the student's earlier answers on that skill only; AUC (Mann–Whitney) over
 *   every prediction of every test student;
 * - top-5 focus precision: after the last paper, the method's 5 weakest skills (the model: its
 *   5 highest priorityScore, as computeLearningNeeds scores them from all the student's answers
 *   so far; the baselines: their 5 lowest estimated mastery) against the student's 5 lowest true
 *   abilities at that time.
 *
 * Baselines: percent-correct per skill with a prior (the training students' overall rate,
 * weight 2 answers) and Bayesian Knowledge Tracing with its four parameters fitted per skill by
 * grid search on a separate training set of simulated students. References bound what is
 * possible: the true chance of each answer (the simulator's own), a Bayesian posterior that
 * knows the simulator's assumptions and each student's mean and skill's offset, and the same
 * posterior from one skill's answers alone (it knows the spreads, not the student or the skill:
 * all the AUC's definition lets any method see). Goal (issue): AUC ≥ 0.76 and top-5 precision
 * ≥ 80 %, better than both baselines.
 *
 *   node -r ./bench/register.js bench/learning-model.bench.ts
 *
 * Settings: SEED (default 20261125), STUDENTS (test set, default 500), TRAIN_STUDENTS (default
 * 300), EXPERIMENTS=0 to skip the parameter experiments. Pure CPU, no database; about a minute.
 *
 * The experiments at the end run the model's own functions with other settings (its
 * MasterySettings; the model's are MASTERY_SETTINGS), chosen on the training students and
 * reported on the test students, so the model's owner can see what each constant and each
 * ingredient of priorityScore is worth. They do not change the model.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
/* eslint-disable @nx/enforce-module-boundaries -- the model's pure domain functions, which the
   library's index does not export (it exports the service): the bench scores them directly. */
import {
  MASTERY_SETTINGS,
  computeLearningNeeds,
  estimateSkill,
  estimateSkills,
  predictCorrect,
  skillKey,
  skillPriors,
  type AnswerEvidence,
  type MasterySettings,
  type SkillEstimate,
} from '../libs/learning-analytics/src/domain/mastery-model';
import { envSetting } from './lib/closed-loop';
import {
  BKT_TEXTBOOK,
  auc,
  bktKnown,
  bktPredict,
  fitBkt,
  logLoss,
  lowestK,
  precisionAtK,
  type BktParams,
} from './lib/learning-metrics';
import {
  DEFAULT_SIMULATION,
  DIFFICULTY_MIX,
  simulateStudents,
  simulatedSkills,
  type SimAnswer,
  type SimSkill,
  type SimStudent,
} from './lib/simulated-learners';

const SEED = envSetting('SEED', 20261125, 1, 2 ** 31 - 1);
const STUDENTS = envSetting('STUDENTS', 500, 20, 5000);
const TRAIN_STUDENTS = envSetting('TRAIN_STUDENTS', 300, 20, 5000);
const EXPERIMENTS = process.env.EXPERIMENTS !== '0';
const TOP = 5;
/** The paper after which the focus lists are also scored early on (0-based: after 3 papers). */
const EARLY_PAPER = 2;

const settings = {
  ...DEFAULT_SIMULATION,
  students: STUDENTS,
  papers: envSetting('PAPERS', DEFAULT_SIMULATION.papers, 3, 50),
  guess: Number(process.env.GUESS ?? DEFAULT_SIMULATION.guess),
  abilitySd: envSetting('ABILITY_SD', DEFAULT_SIMULATION.abilitySd, 0.1, 3),
};
const LOGIT: Record<string, number> = Object.fromEntries(
  DIFFICULTY_MIX.map((d) => [d.label, d.logit]),
);
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** The model's source, for the sha256 that the README's figures name. */
const MODEL_SOURCE = readFileSync(
  path.resolve(__dirname, '../libs/learning-analytics/src/domain/mastery-model.ts'),
  'utf8',
);
const fmt = (x: number, digits = 3) => x.toFixed(digits);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** A student's answers per skill (oldest first), and the answers up to the end of each paper. */
interface Prepared {
  student: SimStudent;
  bySkill: SimAnswer[][];
  /** Number of the student's answers graded by the end of paper p. */
  answersByPaper: number[];
}

const prepare = (students: readonly SimStudent[], skills: readonly SimSkill[]): Prepared[] =>
  students.map((student) => {
    const bySkill: SimAnswer[][] = skills.map(() => []);
    for (const answer of student.answers) {
      bySkill[answer.skill].push(answer);
    }
    const answersByPaper: number[] = [];
    student.answers.forEach((a, i) => {
      const paper = Number(a.paperId.slice(a.paperId.lastIndexOf('-') + 1));
      answersByPaper[paper] = i + 1;
    });
    return { student, bySkill, answersByPaper };
  });

type Predictor = (history: readonly SimAnswer[], difficulty: string, skill: number) => number;

/** Every prediction in one fixed order: each answer after the first on its skill. */
const predictAll = (data: readonly Prepared[], predict: Predictor) => {
  const scores: number[] = [];
  const started = performance.now();
  for (const { bySkill } of data) {
    bySkill.forEach((seq, skill) => {
      for (let i = 1; i < seq.length; i++) {
        scores.push(predict(seq.slice(0, i), seq[i].difficulty, skill));
      }
    });
  }
  return { scores: Float64Array.from(scores), ms: performance.now() - started };
};

const outcomesOf = (data: readonly Prepared[]) => {
  const outcomes: number[] = [];
  const trueP: number[] = [];
  for (const { bySkill } of data) {
    for (const seq of bySkill) {
      for (let i = 1; i < seq.length; i++) {
        outcomes.push(seq[i].isCorrect ? 1 : 0);
        trueP.push(seq[i].trueP);
      }
    }
  }
  return { outcomes: Uint8Array.from(outcomes), trueP: Float64Array.from(trueP) };
};

/** Answers of one skill graded up to the student's answer number `limit` (gradedAt rises). */
const upTo = (seq: readonly SimAnswer[], answers: readonly SimAnswer[], limit: number) =>
  seq.filter((a) => a.gradedAt <= answers[limit - 1].gradedAt);

/**
 * Top-5 precision of a ranking after paper `paper`: `rank` gives the method's 5 weakest skill
 * indices from each skill's answers so far; truth is the 5 lowest true abilities then.
 */
const topPrecision = (
  data: readonly Prepared[],
  paper: number,
  rank: (bySkill: SimAnswer[][], student: SimStudent) => number[],
) => {
  let sum = 0;
  const started = performance.now();
  for (const { student, bySkill, answersByPaper } of data) {
    const limit = answersByPaper[paper];
    const sofar =
      limit === student.answers.length
        ? bySkill
        : bySkill.map((seq) => upTo(seq, student.answers, limit));
    const predicted = rank(sofar, student);
    sum += precisionAtK(predicted, lowestK(student.abilityAfterPaper[paper], TOP));
  }
  return { precision: sum / data.length, ms: performance.now() - started };
};

/**
 * The model's ranking: every skill with answers by priorityScore, ties by subTopic (as
 * byPriority), each scored as computeLearningNeeds scores it (estimateSkills over all the
 * student's answers so far: a skill starts at the student's level from their other skills).
 * `score` picks another figure of the same estimates for the experiments.
 */
const rankByEstimates =
  (settings: MasterySettings, score: (e: SkillEstimate) => number = (e) => e.skill.priorityScore) =>
  (bySkill: SimAnswer[][]): number[] => {
    const index = new Map(
      bySkill.filter((q) => q.length > 0).map((q) => [skillKey(q[0]), q[0].skill]),
    );
    return estimateSkills(bySkill.flat() as AnswerEvidence[], settings)
      .map((e) => ({ skill: index.get(e.key) ?? -1, score: score(e), subTopic: e.skill.subTopic }))
      .sort((a, b) => b.score - a.score || a.subTopic.localeCompare(b.subTopic))
      .slice(0, TOP)
      .map((s) => s.skill);
  };
const modelRank = rankByEstimates(MASTERY_SETTINGS);

// ---------------------------------------------------------------------------------------------
// A reference, not a method: the Bayesian posterior of each skill's ability under the simulator's
// own assumptions (prior N(student mean + skill offset, abilitySd), MCQ floor, label logits), on a
// grid. It knows what no real model knows (each student's mean, each skill's offset), so it shows
// roughly the best any estimator could do with this much evidence. With `sd` the spread of all
// three and prior 0 it knows neither: what one skill's answers alone allow.
const GRID = Array.from({ length: 121 }, (_, i) => -6 + i * 0.1);
const bayesChance = (t: number, difficulty: string) =>
  settings.guess + (1 - settings.guess) * sigmoid(t - LOGIT[difficulty]);
const SKILL_ONLY_SD = Math.hypot(settings.studentSd, settings.skillOffsetSd, settings.abilitySd);
/** Predictions for every answer after the first, and the posterior mean after them all. */
const bayesSequence = (prior: number, seq: readonly SimAnswer[], sd = settings.abilitySd) => {
  const weights = GRID.map((t) => Math.exp(-0.5 * ((t - prior) / sd) ** 2));
  const predictions: number[] = [];
  seq.forEach((a, i) => {
    if (i > 0) {
      const total = weights.reduce((x, y) => x + y, 0);
      predictions.push(
        weights.reduce((sum, w, g) => sum + w * bayesChance(GRID[g], a.difficulty), 0) / total,
      );
    }
    GRID.forEach((t, g) => {
      const p = bayesChance(t, a.difficulty);
      weights[g] *= a.isCorrect ? p : 1 - p;
    });
  });
  const total = weights.reduce((x, y) => x + y, 0);
  return { predictions, mean: weights.reduce((sum, w, g) => sum + w * GRID[g], 0) / total };
};

// ---------------------------------------------------------------------------------------------
// EXPERIMENTS ONLY: the model's own functions with other settings. The model's are
// MASTERY_SETTINGS; a variant changes some of them.
type Variant = Partial<Omit<MasterySettings, 'sectionWeight'>> & {
  sectionWeight?: Record<string, number>;
};
const withVariant = (v: Variant): MasterySettings => ({ ...MASTERY_SETTINGS, ...v });
const NO_SECTION_WEIGHTS = { S1: 1, S2: 1, S3: 1, S4: 1 };
const describe = (v: Variant) =>
  Object.entries(v)
    .map(([k, x]) => `${k} ${typeof x === 'object' ? JSON.stringify(x) : x}`)
    .join(', ') || 'as is';

/** Per-skill predictions (the AUC's definition: that skill's earlier answers only). */
const variantAuc = (s: MasterySettings, data: readonly Prepared[], outcomes: Uint8Array) =>
  auc(
    predictAll(data, (history, difficulty) => predictCorrect(history, difficulty, s.classPrior, s))
      .scores,
    outcomes,
  );

/**
 * Beyond the AUC's definition: each answer predicted from that skill's earlier answers with the
 * skill started at the student's level from their earlier answers on every OTHER skill
 * (skillPriors, as computeLearningNeeds does), in predictAll's order.
 */
const pooledAuc = (s: MasterySettings, data: readonly Prepared[], outcomes: Uint8Array) => {
  const scores: number[] = [];
  for (const { student, bySkill } of data) {
    const sofar: SimAnswer[][] = bySkill.map(() => []);
    const predictions: number[][] = bySkill.map(() => []);
    for (const a of student.answers) {
      if (sofar[a.skill].length > 0) {
        const asked = sofar.map((seq, k) => ({ seq, k })).filter(({ seq }) => seq.length > 0);
        const priors = skillPriors(
          asked.map(({ seq }) => seq),
          s,
        );
        const prior = priors[asked.findIndex(({ k }) => k === a.skill)];
        predictions[a.skill].push(predictCorrect(sofar[a.skill], a.difficulty, prior, s));
      }
      sofar[a.skill].push(a);
    }
    scores.push(...predictions.flat());
  }
  return auc(scores, outcomes);
};

/** A ranking from each skill's own answers only, started at the class prior (no pooling). */
const unpooledRank =
  (s: MasterySettings) =>
  (bySkill: SimAnswer[][]): number[] =>
    bySkill
      .map((seq, skill) => ({ skill, seq }))
      .filter(({ seq }) => seq.length > 0)
      .map(({ skill, seq }) => ({
        skill,
        ...estimateSkill(seq as AnswerEvidence[], s.classPrior, s).skill,
      }))
      .sort((a, b) => b.priorityScore - a.priorityScore || a.subTopic.localeCompare(b.subTopic))
      .slice(0, TOP)
      .map((x) => x.skill);

// ---------------------------------------------------------------------------------------------

const table = (header: string[], rows: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((r) => console.log(line(r)));
};

const main = async () => {
  const began = performance.now();
  const skills = simulatedSkills(SEED);
  const train = prepare(
    simulateStudents(SEED + 1, skills, { ...settings, students: TRAIN_STUDENTS }),
    skills,
  );
  const test = prepare(simulateStudents(SEED + 2, skills, settings), skills);
  const answersTest = test.reduce((sum, p) => sum + p.student.answers.length, 0);
  const perSkill = test.flatMap((p) => p.bySkill.map((s) => s.length));
  const unseen = perSkill.filter((n) => n === 0).length / perSkill.length;
  const { outcomes, trueP } = outcomesOf(test);
  const trainOutcomes = outcomesOf(train).outcomes;

  console.log('Learning-needs model: offline evaluation on simulated students');
  console.log(
    `model: mastery-model.ts sha256 ${createHash('sha256').update(MODEL_SOURCE).digest('hex').slice(0, 12)}, ` +
      `settings ${JSON.stringify(MASTERY_SETTINGS)}`,
  );
  console.log(`seed ${SEED} (skills ${SEED}, training students ${SEED + 1}, test ${SEED + 2})`);
  console.log(
    `simulation: ${STUDENTS} test + ${TRAIN_STUDENTS} training students, ${skills.length} skills ` +
      `(6 per section S1–S4, section shares 25/35/20/20 %, skills within a section asked ` +
      `2.5:2:1.5:1:0.8:0.6), ${settings.papers} papers each ${settings.daysBetweenPapers} days ` +
      `apart, ${settings.questionsMin}–${settings.questionsMax} questions a paper`,
  );
  console.log(
    `ability: student mean ~ N(0, ${settings.studentSd}), skill ability ~ N(mean + skill ` +
      `offset, ${settings.abilitySd}), skill offset ~ N(0, ${settings.skillOffsetSd}); ` +
      `difficulty easy/medium/hard/very_hard 30/40/20/10 % at −1/0/1/1.8 + N(0, ${settings.itemSd}); ` +
      `P(right) = ${settings.guess} + ${1 - settings.guess}·sigmoid(ability − difficulty); ` +
      `each answer on a skill adds U(0, ${settings.learnMax}) logits (per student) to it`,
  );
  console.log(
    `test set: ${answersTest} answers, ${outcomes.length} next-answer predictions, ` +
      `${fmt(outcomes.reduce((a, b) => a + b, 0) / outcomes.length)} right; answers per ` +
      `student-skill median ${[...perSkill].sort((a, b) => a - b)[perSkill.length >> 1]}, ` +
      `${pct(unseen)} of student-skills never asked`,
  );

  // Baselines fitted on the training students only.
  const trainAnswers = train.flatMap((p) => p.student.answers);
  const priorRate = trainAnswers.filter((a) => a.isCorrect).length / trainAnswers.length;
  const PRIOR_N = 2;
  const fitStarted = performance.now();
  const bkt: BktParams[] = skills.map((k) =>
    fitBkt(train.map((p) => Uint8Array.from(p.bySkill[k.index], (a) => (a.isCorrect ? 1 : 0)))),
  );
  const fitMs = performance.now() - fitStarted;
  const mean = (f: (b: BktParams) => number) => bkt.reduce((s, b) => s + f(b), 0) / bkt.length;
  console.log(
    `percent-correct prior: ${fmt(priorRate)} (training students' rate) with weight ${PRIOR_N} ` +
      `answers; BKT fitted per skill on the training students by grid search in ` +
      `${(fitMs / 1000).toFixed(1)} s: mean P(L0) ${fmt(
        mean((b) => b.learned0),
        2,
      )}, ` +
      `P(T) ${fmt(
        mean((b) => b.transit),
        2,
      )}, P(G) ${fmt(
        mean((b) => b.guess),
        2,
      )}, ` +
      `P(S) ${fmt(
        mean((b) => b.slip),
        2,
      )}`,
  );

  const percentCorrect = (history: readonly SimAnswer[]) =>
    (history.filter((a) => a.isCorrect).length + PRIOR_N * priorRate) / (history.length + PRIOR_N);
  const methods: {
    name: string;
    predict: Predictor;
    rank: (bySkill: SimAnswer[][], student: SimStudent) => number[];
  }[] = [
    {
      name: 'model (mastery-model.ts)',
      predict: (history, difficulty) => predictCorrect(history, difficulty),
      rank: modelRank,
    },
    {
      name: `percent-correct, prior ${fmt(priorRate, 2)}×${PRIOR_N}`,
      predict: (history) => percentCorrect(history),
      rank: (bySkill) =>
        lowestK(
          bySkill.map((seq) => percentCorrect(seq)),
          TOP,
        ),
    },
    {
      name: 'BKT, fitted per skill',
      predict: (history, _d, skill) => bktPredict(bkt[skill], history),
      rank: (bySkill) =>
        lowestK(
          bySkill.map((seq, skill) => bktKnown(bkt[skill], seq)),
          TOP,
        ),
    },
    {
      name: 'BKT, textbook (0.3/0.1/0.2/0.1)',
      predict: (history) => bktPredict(BKT_TEXTBOOK, history),
      rank: (bySkill) =>
        lowestK(
          bySkill.map((seq) => bktKnown(BKT_TEXTBOOK, seq)),
          TOP,
        ),
    },
  ];

  // Warm every predictor on a few training students before timing it.
  for (const m of methods) {
    predictAll(train.slice(0, 30), m.predict);
    topPrecision(train.slice(0, 30), settings.papers - 1, m.rank);
  }

  const rows: string[][] = [];
  const results: Record<string, { auc: number; top: number }> = {};
  for (const m of methods) {
    const { scores, ms } = predictAll(test, m.predict);
    const late = topPrecision(test, settings.papers - 1, m.rank);
    const early = topPrecision(test, EARLY_PAPER, m.rank);
    const a = auc(scores, outcomes);
    results[m.name] = { auc: a, top: late.precision };
    rows.push([
      m.name,
      fmt(a),
      fmt(logLoss(scores, outcomes)),
      pct(late.precision),
      pct(early.precision),
      fmt((ms / scores.length) * 1000, 1),
      fmt(late.ms / test.length, 3),
    ]);
  }
  // References (not methods): the posterior that knows the student and the skill, and the one
  // that knows only the spreads (prior 0, sd of all three), from the same skill's answers.
  const bayesRow = (
    label: string,
    priorOf: (student: SimStudent, k: number) => number,
    sd: number,
  ) => {
    const started = performance.now();
    const scores = test.flatMap(({ student, bySkill }) =>
      bySkill.flatMap((seq, k) => bayesSequence(priorOf(student, k), seq, sd).predictions),
    );
    const ms = performance.now() - started;
    const rank = (bySkill: SimAnswer[][], student: SimStudent) =>
      lowestK(
        bySkill.map((seq, k) => bayesSequence(priorOf(student, k), seq, sd).mean),
        TOP,
      );
    const late = topPrecision(test, settings.papers - 1, rank);
    const early = topPrecision(test, EARLY_PAPER, rank);
    return [
      label,
      fmt(auc(scores, outcomes)),
      fmt(logLoss(scores, outcomes)),
      pct(late.precision),
      pct(early.precision),
      fmt((ms / scores.length) * 1000, 1),
      fmt(late.ms / test.length, 3),
    ];
  };
  rows.push(
    bayesRow(
      'ref: Bayes, knows the simulator',
      (student, k) => student.mean + skills[k].offset,
      settings.abilitySd,
    ),
  );
  rows.push(bayesRow('ref: Bayes, one skill’s answers only', () => 0, SKILL_ONLY_SD));
  rows.push([
    'ref: true chance (ceiling)',
    fmt(auc(trueP, outcomes)),
    fmt(logLoss(trueP, outcomes)),
    '100.0 %',
    '100.0 %',
    '—',
    '—',
  ]);

  console.log('');
  console.log(
    `Next-answer AUC over ${outcomes.length} predictions; top-${TOP} precision against the ` +
      `true ${TOP} weakest skills after paper ${settings.papers} (and after paper ${EARLY_PAPER + 1})`,
  );
  table(
    [
      'method',
      'AUC',
      'log loss',
      `top-${TOP} end`,
      `top-${TOP} p${EARLY_PAPER + 1}`,
      'ms / 1k predictions',
      'ms / student ranking',
    ],
    rows,
  );

  // The model's own focus lists, as the service computes them after each paper.
  let focusSize = 0;
  let focusHit = 0;
  let focusRecall = 0;
  let calls = 0;
  const needsStarted = performance.now();
  for (const { student, answersByPaper } of test) {
    let previous: string[] = [];
    for (let p = 0; p < settings.papers; p++) {
      const { focus } = computeLearningNeeds(
        student.answers.slice(0, answersByPaper[p]),
        previous,
        student.answers[answersByPaper[p] - 1].gradedAt,
      );
      previous = focus;
      calls++;
    }
    const weakest = new Set(lowestK(student.finalAbility, TOP).map((k) => skillKey(skills[k])));
    focusSize += previous.length;
    focusHit += previous.filter((key) => weakest.has(key)).length;
    focusRecall += previous.filter((key) => weakest.has(key)).length / TOP;
  }
  const needsMs = performance.now() - needsStarted;
  console.log('');
  console.log(
    `model focus lists (continueFocus + newFocus, priorityScore ≥ 0.4) after the last paper: ` +
      `${fmt(focusSize / test.length, 1)} skills a student on average; ` +
      `${pct(focusHit / Math.max(1, focusSize))} of them among the true ${TOP} weakest, ` +
      `${pct(focusRecall / test.length)} of the true ${TOP} weakest in focus; ` +
      `computeLearningNeeds ${fmt(needsMs / calls, 3)} ms a call (${calls} calls)`,
  );

  const model = results[methods[0].name];
  const best = Math.max(...methods.slice(1).map((m) => results[m.name].auc));
  const bestTop = Math.max(...methods.slice(1).map((m) => results[m.name].top));
  console.log(
    `goal AUC ≥ 0.76: ${model.auc >= 0.76 ? 'met' : 'NOT met'} (${fmt(model.auc)}); ` +
      `top-${TOP} ≥ 80 %: ${model.top >= 0.8 ? 'met' : 'NOT met'} (${pct(model.top)}); ` +
      `better than both baselines: AUC ${model.auc > best ? 'yes' : 'no'}, ` +
      `top-${TOP} ${model.top > bestTop ? 'yes' : 'no'}`,
  );

  if (EXPERIMENTS) {
    console.log('');
    console.log(
      `EXPERIMENTS (the model's own functions with other settings; chosen on the training ` +
        `students, scored on the test students)`,
    );
    // The likelihood's constants on a small grid, chosen by AUC on the training students.
    const grid: Variant[] = [];
    for (const practiceGain of [0, 0.02, 0.04, 0.06]) {
      for (const recencyDecay of [0.9, 0.98, 1]) {
        for (const variance of [1, 2, 3]) {
          grid.push({ practiceGain, recencyDecay, classPrior: { mean: 0, variance } });
        }
      }
    }
    const bestOnTrain = grid
      .map((v) => ({ v, train: variantAuc(withVariant(v), train, trainOutcomes) }))
      .sort((a, b) => b.train - a.train)[0].v;
    const aucRows: [string, Variant, 'skill' | 'pooled'][] = [
      ['model as is', {}, 'skill'],
      ['without the MCQ floor', { guess: 0 }, 'skill'],
      ['without practice', { practiceGain: 0 }, 'skill'],
      ['recency decay 0.9', { recencyDecay: 0.9 }, 'skill'],
      ['best of 36 on training', bestOnTrain, 'skill'],
      ["+ the student's other skills (beyond the definition)", {}, 'pooled'],
    ];
    table(
      ['AUC experiment', 'settings', 'AUC train', 'AUC test'],
      aucRows.map(([label, v, how]) => {
        const score = how === 'skill' ? variantAuc : pooledAuc;
        return [
          label,
          describe(v),
          fmt(score(withVariant(v), train, trainOutcomes)),
          fmt(score(withVariant(v), test, outcomes)),
        ];
      }),
    );

    const byMastery = (e: SkillEstimate) => 1 - e.mastery;
    const rankings: [string, (bySkill: SimAnswer[][]) => number[]][] = [
      ['model as is (priorityScore)', modelRank],
      ['lowest mastery (no other term)', rankByEstimates(MASTERY_SETTINGS, byMastery)],
      [
        'without section weights',
        rankByEstimates(withVariant({ sectionWeight: NO_SECTION_WEIGHTS })),
      ],
      ['without the decline term', rankByEstimates(withVariant({ declineWeight: 0 }))],
      ['without the thin-evidence damping', rankByEstimates(withVariant({ thinEvidence: 0 }))],
      [
        'section weights 0.9/1/0.9/0.8 (the previous model)',
        rankByEstimates(withVariant({ sectionWeight: { S1: 0.9, S2: 1, S3: 0.9, S4: 0.8 } })),
      ],
      ["not pooled (each skill from the class's prior)", unpooledRank(MASTERY_SETTINGS)],
      ['without practice', rankByEstimates(withVariant({ practiceGain: 0 }))],
      [`likelihood: ${describe(bestOnTrain)}`, rankByEstimates(withVariant(bestOnTrain))],
      ['skill spread 0.6', rankByEstimates(withVariant({ skillSpread: 0.6 }))],
      ['skill spread 1.4', rankByEstimates(withVariant({ skillSpread: 1.4 }))],
    ];
    console.log('');
    table(
      ['top-5 experiment', 'top-5 train', 'top-5 test', `top-5 test p${EARLY_PAPER + 1}`],
      rankings.map(([label, rank]) => [
        label,
        pct(topPrecision(train, settings.papers - 1, rank).precision),
        pct(topPrecision(test, settings.papers - 1, rank).precision),
        pct(topPrecision(test, EARLY_PAPER, rank).precision),
      ]),
    );
  }

  console.log('');
  console.log(
    `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB; ` +
      `whole run ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
