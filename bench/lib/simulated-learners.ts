/**
 * Simulated students for the offline evaluation of the learning-needs model: every student has a
 * known ability per skill (logits), takes generated papers over time, and answers each question
 * right with probability guess + (1 − guess) · sigmoid(ability − difficulty). Abilities grow a
 * little with practice, so recent answers say more than old ones. Seeded: the same seed gives
 * the same students and the same answers.
 */
import { seededRandom } from './student-plan';

export interface SimulationSettings {
  students: number;
  papers: number;
  questionsMin: number;
  questionsMax: number;
  /** Student mean ability ~ N(0, studentSd). */
  studentSd: number;
  /** Each skill's ability ~ N(student mean + skill offset, abilitySd). */
  abilitySd: number;
  /** A skill's offset (some skills are harder for everyone) ~ N(0, skillOffsetSd). */
  skillOffsetSd: number;
  /** Item difficulty = its label's logit + N(0, itemSd): a "medium" is not always medium. */
  itemSd: number;
  /** Chance floor of a four-option MCQ: P(right) = guess + (1 − guess) · sigmoid(θ − b). */
  guess: number;
  /** Per student, logits gained on a skill for each question answered on it ~ U(0, learnMax). */
  learnMax: number;
  /** Days between two papers of one student. */
  daysBetweenPapers: number;
}

export const DEFAULT_SIMULATION: SimulationSettings = {
  students: 500,
  papers: 10,
  questionsMin: 20,
  questionsMax: 30,
  studentSd: 1,
  abilitySd: 0.8,
  skillOffsetSd: 0.4,
  itemSd: 0.3,
  guess: 0.25,
  learnMax: 0.06,
  daysBetweenPapers: 7,
};

/** The difficulty labels, their logits (the model's own table) and their share of a paper. */
export const DIFFICULTY_MIX = [
  { label: 'easy', logit: -1, share: 0.3 },
  { label: 'medium', logit: 0, share: 0.4 },
  { label: 'hard', logit: 1, share: 0.2 },
  { label: 'very_hard', logit: 1.8, share: 0.1 },
] as const;

export interface SimSkill {
  index: number;
  section: 'S1' | 'S2' | 'S3' | 'S4';
  topic: string;
  subTopic: string;
  /** How often a paper asks about it, relative to the others. */
  weight: number;
  offset: number;
}

const SECTIONS: { code: SimSkill['section']; share: number; topics: [string, string[]][] }[] = [
  {
    code: 'S1',
    share: 0.25,
    topics: [
      ['Patterns', ['Number series', 'Figure series', 'Analogies']],
      ['Reasoning', ['Coding-decoding', 'Direction sense', 'Blood relations']],
    ],
  },
  {
    code: 'S2',
    share: 0.35,
    topics: [
      ['Number', ['Fractions', 'Ratio and proportion', 'Linear equations']],
      ['Shape', ['Angles and triangles', 'Mensuration', 'Data handling']],
    ],
  },
  {
    code: 'S3',
    share: 0.2,
    topics: [
      ['Money and measures', ['Profit and loss', 'Unit conversion', 'Time and calendars']],
      ['Everyday data', ['Maps and scale', 'Percentages in life', 'Speed and distance']],
    ],
  },
  {
    code: 'S4',
    share: 0.2,
    topics: [
      ['Multi-step', ['Word problems', 'Number puzzles', 'Counting']],
      ['Higher order', ['Spatial reasoning', 'Logical deduction', 'Estimation']],
    ],
  },
];
/** Within a section, the first skill is asked most and the last least (about 4:1). */
const SKILL_WEIGHTS = [2.5, 2, 1.5, 1, 0.8, 0.6];

export interface SimAnswer {
  section: string;
  topic: string;
  subTopic: string;
  questionId: string;
  questionNumber: number;
  attemptId: string;
  paperId: string;
  isCorrect: boolean;
  difficulty: string;
  gradedAt: string;
  /** Not shown to any model: the skill's index and the true chance of this answer being right. */
  skill: number;
  trueP: number;
}

export interface SimStudent {
  id: number;
  mean: number;
  /** Oldest first, as the model reads them. */
  answers: SimAnswer[];
  /** True abilities after the last paper (practice included). */
  finalAbility: number[];
  /** True abilities after each paper (index p = after paper p). */
  abilityAfterPaper: number[][];
}

const normal = (random: () => number): number =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The 24 skills; their offsets are drawn from `seed` so the training and test sets share them. */
export const simulatedSkills = (seed: number, settings = DEFAULT_SIMULATION): SimSkill[] => {
  const random = seededRandom(seed);
  return SECTIONS.flatMap((section, s) => {
    const names = section.topics.flatMap(([topic, subs]) => subs.map((sub) => [topic, sub]));
    const total = SKILL_WEIGHTS.reduce((a, b) => a + b, 0);
    return names.map(([topic, subTopic], j) => ({
      index: s * names.length + j,
      section: section.code,
      topic,
      subTopic,
      weight: (section.share * SKILL_WEIGHTS[j]) / total,
      offset: settings.skillOffsetSd * normal(random),
    }));
  });
};

const pick = <T>(random: () => number, items: readonly T[], weightOf: (t: T) => number): T => {
  const total = items.reduce((sum, t) => sum + weightOf(t), 0);
  let r = random() * total;
  for (const item of items) {
    r -= weightOf(item);
    if (r <= 0) {
      return item;
    }
  }
  return items[items.length - 1];
};

/** `settings.students` students answering `settings.papers` papers each, from `seed`. */
export const simulateStudents = (
  seed: number,
  skills: readonly SimSkill[],
  settings = DEFAULT_SIMULATION,
): SimStudent[] => {
  const random = seededRandom(seed);
  const start = Date.UTC(2026, 5, 1, 10, 0, 0);
  const students: SimStudent[] = [];
  for (let id = 0; id < settings.students; id++) {
    const mean = settings.studentSd * normal(random);
    const ability = skills.map((k) => mean + k.offset + settings.abilitySd * normal(random));
    const learn = settings.learnMax * random();
    const answers: SimAnswer[] = [];
    const abilityAfterPaper: number[][] = [];
    for (let p = 0; p < settings.papers; p++) {
      const count =
        settings.questionsMin +
        Math.floor(random() * (settings.questionsMax - settings.questionsMin + 1));
      const paperId = `paper-${id}-${p}`;
      const startedAt = start + p * settings.daysBetweenPapers * 86_400_000;
      for (let q = 0; q < count; q++) {
        const skill = pick(random, skills, (k) => k.weight);
        const level = pick(random, DIFFICULTY_MIX, (d) => d.share);
        const difficulty = level.logit + settings.itemSd * normal(random);
        const trueP =
          settings.guess + (1 - settings.guess) * sigmoid(ability[skill.index] - difficulty);
        answers.push({
          section: skill.section,
          topic: skill.topic,
          subTopic: skill.subTopic,
          questionId: `q-${skill.index}-${Math.floor(random() * 1e9)}`,
          questionNumber: q + 1,
          attemptId: `attempt-${id}-${p}`,
          paperId,
          isCorrect: random() < trueP,
          difficulty: level.label,
          gradedAt: new Date(startedAt + (q + 1) * 60_000).toISOString(),
          skill: skill.index,
          trueP,
        });
        ability[skill.index] += learn;
      }
      abilityAfterPaper.push([...ability]);
    }
    students.push({ id, mean, answers, finalAbility: [...ability], abilityAfterPaper });
  }
  return students;
};
