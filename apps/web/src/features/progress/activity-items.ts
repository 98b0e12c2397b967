import type { AttemptSummary } from '@abhyas/contracts';
import { completedAttempts } from '../tests/result-filters';

/** Parent and student doc §3: one completed test as the activity lists show it. */
export interface ActivityItem {
  id: string;
  /** When it was submitted (ISO). */
  date: string;
  subject: string;
  /** The paper's chapter (or topic) line. */
  topic: string;
  title: string;
  /** Percentage, 0 to 100. */
  score: number;
  marksObtained: number;
  totalMarks: number;
  numCorrect: number;
  numWrong: number;
  /** Minutes and seconds taken (seconds for a test shorter than a minute). */
  minutes: number;
  seconds: number;
  paperId: string;
  attemptNumber: number;
  provisional: boolean;
}

/**
 * Every submitted attempt, newest first. An attempt without a grade yet (percentage null) is
 * left out: counting it as 0 would show a score the child never got.
 */
export function activityItems(attempts: readonly AttemptSummary[]): ActivityItem[] {
  return completedAttempts(attempts, null)
    .filter((attempt) => attempt.percentage !== null)
    .map((attempt) => ({
      id: attempt._id,
      date: attempt.completedAt ?? attempt.createdAt,
      subject: attempt.paperId.subject,
      topic: attempt.paperId.chapter,
      title: attempt.paperId.title,
      score: attempt.percentage ?? 0,
      marksObtained: attempt.totalMarks ?? 0,
      totalMarks: attempt.maxMarks,
      numCorrect: attempt.numCorrect ?? 0,
      numWrong: attempt.numWrong ?? 0,
      minutes: attempt.timeTaken ?? 0,
      seconds: attempt.timeTakenSeconds ?? (attempt.timeTaken ?? 0) * 60,
      paperId: attempt.paperId._id,
      attemptNumber: attempt.attemptNumber,
      provisional: attempt.provisional,
    }));
}
