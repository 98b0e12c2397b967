import {
  LEARNING_MESSAGES,
  LEARNING_RULES,
  PRACTICE_PAPER_MESSAGES,
  PRACTICE_PAPER_RULES,
  scoreBand,
  type FocusArea,
  type LearningNeeds,
  type LearningSection,
  type LearningSkill,
  type ScoreBand,
  type SectionCode,
} from '@abhyas/contracts';
import { ApiError } from '../../lib/create-api-client';

/**
 * Student doc §9: each section's fixed icon and colour. Plain symbols, not emoji: a machine
 * without an emoji font (a school lab's Linux box) would show empty boxes.
 */
export const SECTION_LOOK: Readonly<Record<SectionCode, { icon: string; color: string }>> = {
  S1: { icon: '▦', color: '#2f3fb8' },
  S2: { icon: '✎', color: '#0f7a4f' },
  S3: { icon: '⚙', color: '#b45309' },
  S4: { icon: '★', color: '#7c3aed' },
};

export type SkillList = keyof LearningSection['focusAreas'];

/** The four lists in the order the view shows them, with their headings. */
export const SKILL_LISTS: readonly { list: SkillList; title: string; hint: string }[] = [
  { list: 'continueFocus', title: 'Continue focus', hint: 'Still in focus since last time.' },
  { list: 'newFocus', title: 'New focus', hint: 'Needs practice now.' },
  { list: 'improved', title: 'Improved', hint: 'Was in focus, now better.' },
  { list: 'greatJob', title: 'Great job', hint: 'Mastered, with enough answers to be sure.' },
];

const isUnknown = (text: string) => {
  const value = text.trim().toLowerCase();
  return value === '' || value === 'unknown';
};

/** Student doc §2: skills with an 'Unknown' topic or sub-topic are hidden. */
export const isShownSkill = (skill: LearningSkill): boolean =>
  !isUnknown(skill.topic) && !isUnknown(skill.subTopic);

/** A section's lists with hidden skills left out. */
export const shownLists = (section: LearningSection): LearningSection['focusAreas'] => ({
  continueFocus: section.focusAreas.continueFocus.filter(isShownSkill),
  newFocus: section.focusAreas.newFocus.filter(isShownSkill),
  improved: section.focusAreas.improved.filter(isShownSkill),
  greatJob: section.focusAreas.greatJob.filter(isShownSkill),
});

/** Student doc §4: a section with continue-focus or new-focus skills starts expanded. */
export const startsExpanded = (section: LearningSection): boolean => {
  const lists = shownLists(section);
  return lists.continueFocus.length + lists.newFocus.length > 0;
};

/** Whether the needs hold any skill to show at all (else the empty state). */
export const hasShownSkills = (needs: LearningNeeds): boolean =>
  needs.skillsBySection.some((section) =>
    Object.values(shownLists(section)).some((list) => list.length > 0),
  );

export type PriorityLabel = 'High' | 'Medium' | 'Low';

/** Student doc §9: priority 0.7 and above high, 0.4 and above medium. */
export const priorityLabel = (priorityScore: number): PriorityLabel =>
  priorityScore >= LEARNING_RULES.priorityHigh
    ? 'High'
    : priorityScore >= LEARNING_RULES.priorityMedium
      ? 'Medium'
      : 'Low';

/** Mastery (0 to 1) as a whole percentage and its score band (80 green, 60 yellow, else red). */
export const masteryView = (mastery: number): { percent: number; band: ScoreBand } => {
  const percent = Math.round(Math.min(Math.max(mastery, 0), 1) * 100);
  return { percent, band: scoreBand(percent) };
};

/** "+12 pts", "−5 pts" or "no change": the last three answers against the lifetime mastery. */
export const improvementText = (delta: number): string => {
  const points = Math.round(delta * 100);
  if (points === 0) {
    return 'no change';
  }
  return points > 0 ? `+${points} pts` : `−${Math.abs(points)} pts`;
};

/**
 * Parent doc §2: the top 5 focus areas (continue focus and new focus skills of every section,
 * highest priority first), with the fields the generate call sends.
 */
export const topFocusAreas = (
  needs: LearningNeeds,
  limit: number = PRACTICE_PAPER_RULES.maxFocusAreas,
): FocusArea[] =>
  needs.skillsBySection
    .flatMap((section) => {
      const lists = shownLists(section);
      return [...lists.continueFocus, ...lists.newFocus].map((skill) => ({
        topic: skill.topic,
        subTopic: skill.subTopic,
        priorityScore: skill.priorityScore,
        section: section.sectionId,
        masteryLifetime: skill.masteryLifetime,
      }));
    })
    .sort((a, b) => b.priorityScore - a.priorityScore || a.topic.localeCompare(b.topic))
    .slice(0, limit);

/** Student doc §8: the server's message preferred; a network failure says to try again. */
export const fetchFailureMessage = (error: unknown): string =>
  error instanceof ApiError
    ? (error.serverMessage ?? LEARNING_MESSAGES.failedToFetch)
    : LEARNING_MESSAGES.failedToFetchRetry;

/** Parent doc §8: the server's message preferred; no answer at all is the server error. */
export const practiceFailureMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) {
    return PRACTICE_PAPER_MESSAGES.serverError;
  }
  if (error.status >= 500) {
    return error.serverMessage ?? PRACTICE_PAPER_MESSAGES.serverError;
  }
  return error.serverMessage ?? PRACTICE_PAPER_MESSAGES.failed;
};

/** test-attempt names an attempt `<assignment>-<number>`: "attempt 2", or empty if not so named. */
export const attemptLabel = (attemptId: string): string => {
  const number = /-(\d+)$/.exec(attemptId)?.[1];
  return number ? `attempt ${number}` : '';
};
