import { z } from 'zod';
import { safeName, safeText } from '../safe-text';

/** Spec constants (student doc §9): priority bands and the four sections' names. */
export const LEARNING_RULES = {
  priorityHigh: 0.7,
  priorityMedium: 0.4,
  /** Mastery at or above this, with enough evidence, is a 'great job'. */
  greatJobMastery: 0.8,
} as const;

export const LEARNING_SECTIONS = {
  S1: { name: 'Logical Reasoning', description: 'Patterns, sequences, analogies and puzzles.' },
  S2: { name: 'Subject Reasoning', description: 'The concepts and skills of the subject itself.' },
  S3: { name: 'Everyday Application', description: 'Using the subject in real-life situations.' },
  S4: { name: "Achievers' Section", description: 'Higher-order, multi-step questions.' },
} as const;
export type SectionCode = keyof typeof LEARNING_SECTIONS;

export const LEARNING_MESSAGES = {
  noData: 'No learning data available',
  failedToFetch: 'Failed to fetch learning needs',
  failedToFetchRetry: 'Failed to fetch learning needs. Please try again.',
  noFocusAreas: 'No focus areas found. Please refresh the learning analysis first.',
  computed: 'Learning needs computed',
  studentNotFound: 'Student not found',
} as const;

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** One answer that moved a skill: so a parent can see why it is a focus area. */
export interface SkillEvidence {
  questionId: string;
  questionNumber: number;
  attemptId: string;
  paperId: string;
  isCorrect: boolean;
  difficulty: string;
  gradedAt: string;
}

/** The spec's skill, with its evidence. */
export interface LearningSkill {
  topic: string;
  subTopic: string;
  masteryLifetime: number;
  masteryLast3: number;
  improvementDelta: number;
  effectiveAttempts: number;
  priorityScore: number;
  confidenceLevel: ConfidenceLevel;
  studyTip: string;
  evidence: SkillEvidence[];
}

export interface LearningSection {
  sectionId: SectionCode;
  sectionName: string;
  description: string;
  overallMastery: number;
  focusAreas: {
    continueFocus: LearningSkill[];
    newFocus: LearningSkill[];
    improved: LearningSkill[];
    greatJob: LearningSkill[];
  };
}

export interface LearningNeeds {
  summary: { continueFocus: number; newFocus: number; improved: number; greatJob: boolean };
  skillsBySection: LearningSection[];
  computedAt: string;
  answersSeen: number;
}

export type LearningNeedsResponse =
  | { success: true; data: LearningNeeds; message: string }
  | { success: true; data: null; message: string };

export const learningNeedsParamsSchema = z.object({
  parentId: safeText('parentId').trim().min(1).max(100),
  studentName: safeName('studentName').trim().min(1).max(100),
});
export const learningNeedsQuerySchema = z
  .object({ useEnhanced: z.enum(['true', 'false']).optional() })
  .loose();
