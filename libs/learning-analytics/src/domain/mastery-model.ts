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

/** How fast a skill's estimate moves: fast on the first answers, never slower than the floor. */
const STEP = { first: 1.5, slowing: 0.1, floor: 0.2 };
/** Each older answer counts this much less than the one after it (recent answers weigh more). */
const DECAY = 0.9;
/** Until there is evidence, an estimate leans toward the class mean (0.5) with this weight. */
const PRIOR_WEIGHT = 1.5;
/** How much a section's skills weigh in a priority: the subject's own reasoning first. */
const SECTION_WEIGHT: Record<string, number> = { S1: 0.9, S2: 1, S3: 0.9, S4: 0.8 };

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export const skillKey = (a: { section: string; topic: string; subTopic: string }): string =>
  `${a.section}|${a.topic}|${a.subTopic}`;

/** The skill's ability estimate (logits) after these answers, oldest first. */
export const abilityOf = (
  answers: readonly { difficulty: string; isCorrect: boolean }[],
): number => {
  let ability = 0;
  answers.forEach((answer, n) => {
    const expected = sigmoid(ability - (DIFFICULTY[answer.difficulty] ?? 0));
    const step = Math.max(STEP.floor, STEP.first / (1 + STEP.slowing * n));
    ability += step * ((answer.isCorrect ? 1 : 0) - expected);
  });
  return ability;
};

/** The model's chance that the next answer on a skill, at this difficulty, is right. */
export const predictCorrect = (
  history: readonly { difficulty: string; isCorrect: boolean }[],
  difficulty: string,
): number => sigmoid(abilityOf(history) - (DIFFICULTY[difficulty] ?? 0));

interface SkillEstimate {
  key: string;
  section: string;
  skill: LearningSkill;
  mastery: number;
}

/**
 * An Elo-style estimate of one skill from its answers in order: the ability moves by the
 * surprise of each answer given the question's difficulty, with a step that shrinks as evidence
 * grows; the reported mastery (chance of a medium question right) is shrunk toward the class
 * mean until the decayed count of answers outweighs the prior.
 */
export const estimateSkill = (answers: readonly AnswerEvidence[]): Omit<SkillEstimate, 'key'> => {
  const ability = abilityOf(answers);
  const effective = answers.reduce((sum, _a, i) => sum + DECAY ** (answers.length - 1 - i), 0);
  const mastery = (effective * sigmoid(ability) + PRIOR_WEIGHT * 0.5) / (effective + PRIOR_WEIGHT);
  const last3 = answers.slice(-3);
  const masteryLast3 = last3.filter((a) => a.isCorrect).length / Math.max(1, last3.length);
  const improvementDelta = masteryLast3 - mastery;
  const confidenceLevel: ConfidenceLevel =
    effective >= 6 ? 'high' : effective >= 3 ? 'medium' : 'low';
  const evidenceFactor = Math.min(1, effective / 3);
  const first = answers[0];
  const priorityScore = clamp01(
    (0.75 * (1 - mastery) + 0.25 * Math.max(0, -improvementDelta)) *
      (0.6 + 0.4 * evidenceFactor) *
      (SECTION_WEIGHT[first.section] ?? 1) *
      1.35,
  );
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
      evidence: answers
        .slice(-5)
        .map(
          ({
            questionId,
            questionNumber,
            attemptId,
            paperId,
            isCorrect,
            difficulty,
            gradedAt,
          }) => ({
            questionId,
            questionNumber,
            attemptId,
            paperId,
            isCorrect,
            difficulty,
            gradedAt,
          }),
        ),
    },
  };
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
  const bySkill = new Map<string, AnswerEvidence[]>();
  for (const answer of answers) {
    const key = skillKey(answer);
    bySkill.set(key, [...(bySkill.get(key) ?? []), answer]);
  }
  const estimates: SkillEstimate[] = [...bySkill.entries()].map(([key, list]) => ({
    key,
    ...estimateSkill(list),
  }));
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
