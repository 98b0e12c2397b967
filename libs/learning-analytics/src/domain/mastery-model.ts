import {
  LEARNING_RULES,
  LEARNING_SECTIONS,
  type ConfidenceLevel,
  type LearningNeeds,
  type LearningSection,
  type LearningSkill,
  type SectionCode,
  type SkillEvidence,
} from '@abhyas/contracts';

/** One graded answer, as the model reads it. */
export interface AnswerEvidence extends SkillEvidence {
  section: string;
  topic: string;
  subTopic: string;
}

/** Item difficulty on the ability scale (logits): a medium question is the class's level. */
const DIFFICULTY: Record<string, number> = { easy: -1, medium: 0, hard: 1, very_hard: 1.8 };

/** A normal belief about an ability on the logit scale. */
export interface AbilityBelief {
  mean: number;
  variance: number;
}

/**
 * The model's constants. Those marked "chosen" were chosen on the offline evaluation's training
 * students, never its test students (`bench/learning-model.bench.ts`, whose experiments score
 * other values through these same functions; bench/README.md has the figures). The priority's
 * weights are the product's choice, not the bench's: the simulation has no curriculum and
 * rewards only the lowest ability, so it would set them all to nothing; they are kept small so
 * that how far a skill is from mastered dominates.
 */
export interface MasterySettings {
  /**
   * Chance of a right answer by guessing: a four-option MCQ is right a quarter of the time. The
   * answers do not carry their question type, so every answer is read as such an MCQ.
   */
  guess: number;
  /** Logits a skill's ability grows with each answer on it (practice); chosen. */
  practiceGain: number;
  /**
   * Answers of practice that count at most (a bound, not chosen: it does not bind in the
   * bench's ten papers): gains level off, and a child who has stopped improving must not be
   * estimated ever higher just for answering more.
   */
  practiceCap: number;
  /** Weight of each older answer in the likelihood against the next one (1: all alike); chosen. */
  recencyDecay: number;
  /** A skill's starting ability when nothing else is known about the child; chosen. */
  classPrior: AbilityBelief;
  /** A child's average starting ability over their skills, before any answer; chosen. */
  childPrior: AbilityBelief;
  /** How far (sd, logits) one skill of a child starts from that child's average; chosen. */
  skillSpread: number;
  /** Priority points per point of recent decline (last 3 below the estimate). */
  declineWeight: number;
  /** Share of the priority withheld with no evidence (none from 3 effective answers on). */
  thinEvidence: number;
  /** The curriculum's weight of a section's skills in a priority: the subject's own first. */
  sectionWeight: Readonly<Record<string, number>>;
}

export const MASTERY_SETTINGS: MasterySettings = Object.freeze({
  guess: 0.25,
  practiceGain: 0.04,
  practiceCap: 30,
  recencyDecay: 0.98,
  classPrior: Object.freeze({ mean: 0, variance: 2 }),
  childPrior: Object.freeze({ mean: 0, variance: 1.5 }),
  skillSpread: 0.9,
  declineWeight: 0.1,
  thinEvidence: 0.1,
  sectionWeight: Object.freeze({ S1: 0.95, S2: 1, S3: 0.95, S4: 0.9 }),
});

/** Each older answer counts this much less in `effectiveAttempts` (and so in the confidence). */
const DECAY = 0.9;
/** Fisher scoring stops when a step is this small, or after this many steps. */
const SCORING = { tolerance: 1e-4, maxSteps: 25, maxStep: 1 };

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const difficultyOf = (label: string) => DIFFICULTY[label] ?? 0;

export const skillKey = (a: { section: string; topic: string; subTopic: string }): string =>
  `${a.section}|${a.topic}|${a.subTopic}`;

type Answer = { difficulty: string; isCorrect: boolean };

/** What `n` answers of practice have added to a skill's ability. */
const practiceAfter = (n: number, s: MasterySettings) =>
  s.practiceGain * Math.min(n, s.practiceCap);

/** One answer as evidence about the skill's starting ability. */
interface Observation {
  /** The question's difficulty less the practice before it (answer i is given at start + it). */
  difficulty: number;
  right: boolean;
  weight: number;
}

const observationsOf = (answers: readonly Answer[], s: MasterySettings): Observation[] =>
  answers.map((answer, i) => ({
    difficulty: difficultyOf(answer.difficulty) - practiceAfter(i, s),
    right: answer.isCorrect,
    weight: s.recencyDecay ** (answers.length - 1 - i),
  }));

/**
 * Slope and Fisher information of the answers' log-likelihood at ability `t`, under
 * P(right) = guess + (1 − guess)·sigmoid(t − difficulty): a right answer on a question the child
 * could have guessed says less than a wrong one.
 */
const likelihoodAt = (observations: readonly Observation[], t: number, guess: number) => {
  let slope = 0;
  let information = 0;
  for (const o of observations) {
    const known = sigmoid(t - o.difficulty);
    const p = guess + (1 - guess) * known;
    const dp = (1 - guess) * known * (1 - known);
    slope += (o.weight * ((o.right ? 1 : 0) - p) * dp) / (p * (1 - p));
    information += (o.weight * dp * dp) / (p * (1 - p));
  }
  return { slope, information };
};

/**
 * The Laplace posterior of the starting ability: its mode found by Fisher scoring from the
 * prior mean (steps capped, so a run of all-right answers cannot overshoot), its variance the
 * inverse information there. One dimension, a few steps: fast enough for every graded attempt.
 */
const posteriorOf = (
  observations: readonly Observation[],
  prior: AbilityBelief,
  guess: number,
): AbilityBelief => {
  let t = prior.mean;
  for (let n = 0; ; n++) {
    const { slope, information } = likelihoodAt(observations, t, guess);
    const precision = information + 1 / prior.variance;
    const step = (slope - (t - prior.mean) / prior.variance) / precision;
    if (Math.abs(step) < SCORING.tolerance || n === SCORING.maxSteps) {
      return { mean: t, variance: 1 / precision };
    }
    t += Math.max(-SCORING.maxStep, Math.min(SCORING.maxStep, step));
  }
};

/** The belief about the skill's ability now: its start plus the practice of every answer since. */
export const abilityOf = (
  answers: readonly Answer[],
  prior: AbilityBelief = MASTERY_SETTINGS.classPrior,
  s: MasterySettings = MASTERY_SETTINGS,
): AbilityBelief => {
  const start = posteriorOf(observationsOf(answers, s), prior, s.guess);
  return { mean: start.mean + practiceAfter(answers.length, s), variance: start.variance };
};

/**
 * The chance of a right answer at this difficulty, averaged over what the model is unsure of
 * (the probit approximation of E[sigmoid] under a normal belief): an uncertain estimate leans
 * toward even odds instead of trusting its mode.
 */
const expectedChance = (belief: AbilityBelief, difficulty: number, guess: number) =>
  guess +
  (1 - guess) *
    sigmoid((belief.mean - difficulty) / Math.sqrt(1 + (Math.PI * belief.variance) / 8));

/**
 * The model's chance that the next answer on a skill, at this difficulty, is right, from that
 * skill's answers (oldest first) and the prior of its starting ability (the class's unless the
 * caller knows the child's other skills: `skillPriors`).
 */
export const predictCorrect = (
  history: readonly Answer[],
  difficulty: string,
  prior: AbilityBelief = MASTERY_SETTINGS.classPrior,
  s: MasterySettings = MASTERY_SETTINGS,
): number => expectedChance(abilityOf(history, prior, s), difficultyOf(difficulty), s.guess);

/**
 * What one skill's answers alone say about its starting ability, as natural parameters of a
 * normal (precision, precision × mean): the Laplace posterior with the class prior divided out,
 * so pooling it with other skills' never counts the class prior twice.
 */
const evidenceOf = (answers: readonly Answer[], s: MasterySettings) => {
  const post = posteriorOf(observationsOf(answers, s), s.classPrior, s.guess);
  return {
    precision: Math.max(0, 1 / post.variance - 1 / s.classPrior.variance),
    weighted: post.mean / post.variance - s.classPrior.mean / s.classPrior.variance,
  };
};

/**
 * Each skill's prior from the child's OTHER skills (leave one out, so a skill's own answers count
 * once): the child's average starting ability, pooled from every other skill's evidence widened
 * by how far a skill may sit from the average (`skillSpread`), plus that spread. A child who gets
 * most things wrong starts a new or thin skill low, not at the class's level.
 */
export const skillPriors = (
  bySkill: readonly (readonly Answer[])[],
  s: MasterySettings = MASTERY_SETTINGS,
): AbilityBelief[] => {
  const spread = s.skillSpread ** 2;
  // Skill j's evidence as a belief about the child's average: precision p/(1 + spread·p).
  const shares = bySkill.map((answers) => {
    const { precision, weighted } = evidenceOf(answers, s);
    const shrink = 1 / (1 + spread * precision);
    return { precision: precision * shrink, weighted: weighted * shrink };
  });
  const total = shares.reduce(
    (sum, x) => ({ precision: sum.precision + x.precision, weighted: sum.weighted + x.weighted }),
    { precision: 1 / s.childPrior.variance, weighted: s.childPrior.mean / s.childPrior.variance },
  );
  return shares.map((own) => {
    const precision = total.precision - own.precision;
    return {
      mean: (total.weighted - own.weighted) / precision,
      variance: 1 / precision + spread,
    };
  });
};

export interface SkillEstimate {
  key: string;
  section: string;
  skill: LearningSkill;
  /**
   * How much of a medium question the child knows, beyond the MCQ guessing floor (unrounded
   * `masteryLifetime`): 0 for a child who only guesses, so the screens' bands and the practice
   * paper's difficulty thresholds read it as before.
   */
  mastery: number;
}

/**
 * 0–1, highest for the skill most worth practising: mostly how far the skill is from mastered
 * (the share of a medium question the child does not know, beyond guessing), plus a little for
 * a recent decline; withheld in part while evidence is thin, and weighted by the curriculum's
 * section weight.
 */
const priorityOf = (
  known: number,
  improvementDelta: number,
  effective: number,
  section: string,
  s: MasterySettings,
) =>
  clamp01(
    (1 - known + s.declineWeight * Math.max(0, -improvementDelta)) *
      (1 - s.thinEvidence * (1 - Math.min(1, effective / 3))) *
      (s.sectionWeight[section] ?? 1),
  );

/**
 * One skill's estimate from its answers in order: a Bayesian (Laplace) posterior of the
 * ability under the MCQ guessing floor, with practice raising it a little per answer and older
 * answers weighing slightly less; `prior` is where the skill starts (the class's, or the child's
 * own level from `skillPriors`). The reported mastery is the chance of a medium question right,
 * averaged over the posterior, less the guessing floor (the share the child knows).
 */
export const estimateSkill = (
  answers: readonly AnswerEvidence[],
  prior: AbilityBelief = MASTERY_SETTINGS.classPrior,
  s: MasterySettings = MASTERY_SETTINGS,
): Omit<SkillEstimate, 'key'> => {
  const belief = abilityOf(answers, prior, s);
  const chance = expectedChance(belief, difficultyOf('medium'), s.guess);
  const mastery = (chance - s.guess) / (1 - s.guess);
  const effective = answers.reduce((sum, _a, i) => sum + DECAY ** (answers.length - 1 - i), 0);
  const last3 = answers.slice(-3);
  const masteryLast3 = last3.filter((a) => a.isCorrect).length / Math.max(1, last3.length);
  // The last three answers' share right against the chance of a right answer (guessing included).
  const improvementDelta = masteryLast3 - chance;
  const confidenceLevel: ConfidenceLevel =
    effective >= 6 ? 'high' : effective >= 3 ? 'medium' : 'low';
  const first = answers[0];
  const priorityScore = priorityOf(mastery, improvementDelta, effective, first.section, s);
  return {
    section: first.section,
    mastery,
    skill: {
      topic: first.topic,
      subTopic: first.subTopic,
      masteryLifetime: round3(mastery),
      masteryLast3: round3(masteryLast3),
      improvementDelta: round3(improvementDelta),
      effectiveAttempts: round3(effective),
      priorityScore: round3(priorityScore),
      confidenceLevel,
      studyTip: studyTip(answers, mastery),
      evidence: answers.slice(-5).map(evidenceItem),
    },
  };
};

const evidenceItem = ({
  questionId,
  questionNumber,
  attemptId,
  paperId,
  isCorrect,
  difficulty,
  gradedAt,
}: AnswerEvidence) => ({
  questionId,
  questionNumber,
  attemptId,
  paperId,
  isCorrect,
  difficulty,
  gradedAt,
});

/**
 * Every skill of one child from all their answers (oldest first), each started at the child's own
 * level from their other skills (`skillPriors`): what `computeLearningNeeds` reports.
 */
export const estimateSkills = (
  answers: readonly AnswerEvidence[],
  s: MasterySettings = MASTERY_SETTINGS,
): SkillEstimate[] => {
  const bySkill = new Map<string, AnswerEvidence[]>();
  for (const answer of answers) {
    const key = skillKey(answer);
    const list = bySkill.get(key);
    if (list) {
      list.push(answer);
    } else {
      bySkill.set(key, [answer]);
    }
  }
  const groups = [...bySkill.entries()];
  const priors = skillPriors(
    groups.map(([, list]) => list),
    s,
  );
  return groups.map(([key, list], i) => ({ key, ...estimateSkill(list, priors[i], s) }));
};

const NEXT_LEVEL: Record<string, string> = {
  easy: 'medium',
  medium: 'hard',
  hard: 'very hard',
  very_hard: 'very hard',
};

/** A tip from this child's own answers on the skill, not a generic sentence. */
const studyTip = (answers: readonly AnswerEvidence[], mastery: number): string => {
  const { subTopic } = answers[0];
  const recent = answers.slice(-5);
  const wrong = recent.filter((a) => !a.isCorrect);
  if (wrong.length === 0) {
    const hardest = recent[recent.length - 1].difficulty;
    return `All ${recent.length} recent answers on ${subTopic} were right: try ${NEXT_LEVEL[hardest] ?? 'harder'} questions next.`;
  }
  const missed = wrong.map((a) => `Q${a.questionNumber}`).join(', ');
  const easiestMissed = wrong.some((a) => a.difficulty === 'easy')
    ? 'Start again from easy questions'
    : wrong.some((a) => a.difficulty === 'medium')
      ? 'Practise medium questions'
      : 'Work through hard questions step by step';
  return mastery < 0.5
    ? `${wrong.length} of your last ${recent.length} answers on ${subTopic} were wrong (${missed}). ${easiestMissed} on ${subTopic}, and read the worked solutions of the ones you missed.`
    : `Mostly right on ${subTopic}; you missed ${missed}. ${easiestMissed} to make it secure.`;
};

const isFocus = (skill: LearningSkill) => skill.priorityScore >= LEARNING_RULES.priorityMedium;
const isGreatJob = (estimate: Omit<SkillEstimate, 'key'>) =>
  estimate.mastery >= LEARNING_RULES.greatJobMastery && estimate.skill.confidenceLevel !== 'low';

const byPriority = (a: LearningSkill, b: LearningSkill) =>
  b.priorityScore - a.priorityScore || a.subTopic.localeCompare(b.subTopic);

/**
 * The learning needs of one child from every answer graded so far (oldest first) and the focus
 * skills of the last computation: in focus now and before is `continueFocus`, newly in focus is
 * `newFocus`, in focus before and not now is `improved`; well mastered with evidence is
 * `greatJob`. Pure: the same answers give the same needs.
 */
export const computeLearningNeeds = (
  answers: readonly AnswerEvidence[],
  previousFocus: readonly string[],
  at: string,
): { needs: LearningNeeds; focus: string[] } => {
  const estimates = estimateSkills(answers);
  const before = new Set(previousFocus);
  const focus = estimates.filter((e) => isFocus(e.skill)).map((e) => e.key);
  const sections: LearningSection[] = (Object.keys(LEARNING_SECTIONS) as SectionCode[]).map(
    (code) => {
      const mine = estimates.filter((e) => e.section === code);
      const weight = mine.reduce((sum, e) => sum + e.skill.effectiveAttempts, 0);
      const overall =
        weight > 0
          ? mine.reduce((sum, e) => sum + e.mastery * e.skill.effectiveAttempts, 0) / weight
          : 0;
      return {
        sectionId: code,
        sectionName: LEARNING_SECTIONS[code].name,
        description: LEARNING_SECTIONS[code].description,
        overallMastery: round3(overall),
        focusAreas: {
          continueFocus: mine
            .filter((e) => isFocus(e.skill) && before.has(e.key))
            .map((e) => e.skill)
            .sort(byPriority),
          newFocus: mine
            .filter((e) => isFocus(e.skill) && !before.has(e.key))
            .map((e) => e.skill)
            .sort(byPriority),
          improved: mine
            .filter((e) => !isFocus(e.skill) && before.has(e.key))
            .map((e) => e.skill)
            .sort(byPriority),
          greatJob: mine
            .filter((e) => !isFocus(e.skill) && isGreatJob(e))
            .map((e) => e.skill)
            .sort((a, b) => b.masteryLifetime - a.masteryLifetime),
        },
      };
    },
  );
  const count = (list: keyof LearningSection['focusAreas']) =>
    sections.reduce((sum, s) => sum + s.focusAreas[list].length, 0);
  return {
    focus,
    needs: {
      summary: {
        continueFocus: count('continueFocus'),
        newFocus: count('newFocus'),
        improved: count('improved'),
        greatJob: count('greatJob') > 0,
      },
      skillsBySection: sections,
      computedAt: at,
      answersSeen: answers.length,
    },
  };
};
