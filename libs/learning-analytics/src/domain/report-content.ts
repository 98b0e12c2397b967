import { indianDate, LEARNING_SECTIONS, type SectionCode } from '@abhyas/contracts';
import type { AttemptScore } from './learner.stream';
import { type AnswerEvidence, computeLearningNeeds } from './mastery-model';

/** How many focus areas a report lists (spec §9: top 5 focus areas). */
const TOP_FOCUS_AREAS = 5;

export interface ReportScoreRow {
  /** India's calendar day the attempt was graded. */
  date: string;
  subject: string;
  chapter: string;
  attemptNumber: number;
  marksObtained: number;
  maxMarks: number;
  percentage: number;
}

export interface ReportSectionRow {
  sectionId: SectionCode;
  sectionName: string;
  /** 0–1, or null when the period has no answer in this section. */
  mastery: number | null;
  answers: number;
  correct: number;
}

export interface ReportEvidenceRow {
  questionNumber: number;
  /** Which test: its subject and attempt, or the paper when the attempt's totals are unknown. */
  attempt: string;
  date: string;
  isCorrect: boolean;
  difficulty: string;
}

export interface ReportFocusArea {
  sectionId: string;
  topic: string;
  subTopic: string;
  mastery: number;
  priority: number;
  evidence: ReportEvidenceRow[];
  studyTip: string;
}

/** Everything the PDF shows, as plain data: the renderer only lays it out. */
export interface ReportContent {
  studentName: string;
  from: string;
  to: string;
  requestedAt: string;
  scores: ReportScoreRow[];
  averagePercentage: number | null;
  sections: ReportSectionRow[];
  focusAreas: ReportFocusArea[];
}

export interface ReportInput {
  studentName: string;
  from: string;
  to: string;
  requestedAt: string;
  answers: readonly AnswerEvidence[];
  scores: readonly AttemptScore[];
}

const dayOf = (instant: string): string => indianDate(new Date(instant));
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A report's content from the learner's answers and scores as of the request: attempts graded
 * in the period (India's days, both included), and the mastery model run on the period's own
 * answers, so the sections and focus areas describe that period and not the child's whole past.
 * Pure: the same events give the same content.
 */
export const buildReportContent = (input: ReportInput): ReportContent => {
  const inPeriod = (instant: string) => {
    const day = dayOf(instant);
    return day >= input.from && day <= input.to;
  };
  const scores = input.scores
    .filter((s) => inPeriod(s.gradedAt))
    .sort((a, b) => a.gradedAt.localeCompare(b.gradedAt));
  const answers = input.answers.filter((a) => inPeriod(a.gradedAt));
  const { needs } = computeLearningNeeds(answers, [], input.requestedAt);
  const attemptLabel = new Map(
    input.scores.map((s) => [s.attemptId, `${s.subject} #${s.attemptNumber}`]),
  );
  const sections = (Object.keys(LEARNING_SECTIONS) as SectionCode[]).map((code) => {
    const mine = answers.filter((a) => a.section === code);
    const section = needs.skillsBySection.find((s) => s.sectionId === code);
    return {
      sectionId: code,
      sectionName: LEARNING_SECTIONS[code].name,
      mastery: mine.length > 0 && section ? section.overallMastery : null,
      answers: mine.length,
      correct: mine.filter((a) => a.isCorrect).length,
    };
  });
  const focusAreas = needs.skillsBySection
    .flatMap((section) =>
      [...section.focusAreas.continueFocus, ...section.focusAreas.newFocus].map((skill) => ({
        sectionId: section.sectionId,
        skill,
      })),
    )
    .sort(
      (a, b) =>
        b.skill.priorityScore - a.skill.priorityScore ||
        a.skill.subTopic.localeCompare(b.skill.subTopic),
    )
    .slice(0, TOP_FOCUS_AREAS)
    .map(({ sectionId, skill }) => ({
      sectionId,
      topic: skill.topic,
      subTopic: skill.subTopic,
      mastery: skill.masteryLifetime,
      priority: skill.priorityScore,
      studyTip: skill.studyTip,
      evidence: skill.evidence.map((e) => ({
        questionNumber: e.questionNumber,
        attempt: attemptLabel.get(e.attemptId) ?? `paper ${e.paperId}`,
        date: dayOf(e.gradedAt),
        isCorrect: e.isCorrect,
        difficulty: e.difficulty,
      })),
    }));
  return {
    studentName: input.studentName,
    from: input.from,
    to: input.to,
    requestedAt: input.requestedAt,
    scores: scores.map((s) => ({
      date: dayOf(s.gradedAt),
      subject: s.subject,
      chapter: s.chapter,
      attemptNumber: s.attemptNumber,
      marksObtained: s.marksObtained,
      maxMarks: s.maxMarks,
      percentage: round1(s.percentage),
    })),
    averagePercentage:
      scores.length > 0
        ? round1(scores.reduce((sum, s) => sum + s.percentage, 0) / scores.length)
        : null,
    sections,
    focusAreas,
  };
};
