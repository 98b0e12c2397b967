import type { PaperListEntry } from '@abhyas/contracts';
import { useState } from 'react';
import { PAPER_TYPE_LABELS } from '../paper-form.options';
import { attemptLabel, formatPaperDate, scheduleLabel, testResultsHref } from '../paper-list';
import { PaperDetails } from './PaperDetails';
import styles from './paper-list.module.css';

interface PaperListItemProps {
  entry: PaperListEntry;
  studentName: string;
  onPrint: () => void;
  /** Opens the results in place; without it View Results goes to /test-results. */
  onViewResults?: (entry: PaperListEntry) => void;
}

export function PaperListItem({ entry, studentName, onPrint, onViewResults }: PaperListItemProps) {
  const [open, setOpen] = useState(false);
  const { paper } = entry;
  const detailsId = `paper-${paper._id}-details`;
  return (
    <li className={styles.item} data-testid="paper-item">
      <div className={styles.itemHead}>
        <div className={styles.itemTitle}>
          <h3>{paper.title}</h3>
          <p className={styles.meta}>
            {paper.subject} · Class {paper.class} · {PAPER_TYPE_LABELS[paper.paperType]}
          </p>
          <p className={styles.chapter} title={paper.chapter}>
            {paper.chapter}
          </p>
          <p className={styles.meta}>
            Created {formatPaperDate(paper.createdAt)} · {paper.totalMarks} marks ·{' '}
            {paper.questions.length} questions · {paper.timeDuration} min
          </p>
          <p className={styles.badges}>
            <span className={entry.attempted ? styles.badgeDone : styles.badge}>
              {attemptLabel(entry)}
            </span>
            <span className={styles.badge}>{scheduleLabel(entry)}</span>
          </p>
        </div>
        <div className={styles.itemActions}>
          {entry.attempted ? (
            onViewResults ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => onViewResults(entry)}
              >
                View Results
              </button>
            ) : (
              <a className="button button--primary" href={testResultsHref(paper._id, studentName)}>
                View Results
              </a>
            )
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? 'Hide paper' : 'Show paper'}
          </button>
        </div>
      </div>
      {open ? <PaperDetails paper={paper} id={detailsId} onPrint={onPrint} /> : null}
    </li>
  );
}
