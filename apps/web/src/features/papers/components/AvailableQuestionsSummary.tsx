import type { AvailableQuestions } from '@abhyas/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaperForm } from '../paper-form';
import { DIFFICULTY_LABELS } from '../paper-questions';
import styles from './papers.module.css';

interface AvailableQuestionsSummaryProps {
  query: UseQueryResult<AvailableQuestions>;
  form: PaperForm;
  required: number;
}

/** How many of the chosen chapters' (or topics') questions the bank holds. */
function narrowedCount(summary: AvailableQuestions, form: PaperForm): string | null {
  const chapters = summary.chapters.filter((chapter) => form.chapters.includes(chapter.id));
  if (chapters.length === 0) {
    return null;
  }
  if (form.topics.length > 0) {
    const topics = chapters
      .flatMap((chapter) => chapter.topics)
      .filter((topic) => form.topics.includes(topic.id));
    const total = topics.reduce((sum, topic) => sum + topic.totalAvailable, 0);
    return `${total} in the chosen ${topics.length === 1 ? 'topic' : 'topics'}`;
  }
  const total = chapters.reduce((sum, chapter) => sum + chapter.totalAvailable, 0);
  return `${total} in the chosen ${chapters.length === 1 ? 'chapter' : 'chapters'}`;
}

/** Spec §3's available-questions summary for the selection, with its difficulty breakdown. */
export function AvailableQuestionsSummary({
  query,
  form,
  required,
}: AvailableQuestionsSummaryProps) {
  if (query.isPending && query.fetchStatus === 'idle') {
    return (
      <p className={styles.bankNote}>
        Choose a class and subject to see how many questions the bank has.
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p className={styles.bankNote} role="status">
        Checking the question bank...
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.bankNote} role="alert">
        Could not check the question bank.{' '}
        <button type="button" className="button button--light" onClick={() => void query.refetch()}>
          Try Again
        </button>
      </p>
    );
  }
  const summary = query.data;
  const enough = summary.totalAvailable >= required;
  const narrowed = narrowedCount(summary, form);
  return (
    <section
      className={enough ? styles.bank : `${styles.bank} ${styles.bankShort}`}
      aria-label="Questions in the bank"
      data-testid="available-questions"
    >
      <p className={styles.bankTotal}>
        <strong>{summary.totalAvailable}</strong> questions in the bank for {summary.subject}
        {summary.branch ? ` (${summary.branch})` : ''}, class {summary.class}
        {narrowed ? `; ${narrowed}` : ''}.{' '}
        <span className={styles.muted}>A paper needs at least {required}.</span>
      </p>
      <ul className={styles.breakdown} aria-label="By difficulty">
        {(Object.keys(DIFFICULTY_LABELS) as (keyof typeof DIFFICULTY_LABELS)[]).map((level) => (
          <li key={level} className={styles[`level_${level}`]}>
            {DIFFICULTY_LABELS[level]} <strong>{summary.difficultyBreakdown[level]}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
