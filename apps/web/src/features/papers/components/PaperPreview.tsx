import type { GeneratedPaper } from '@abhyas/contracts';
import { PAPER_TYPE_LABELS } from '../paper-form.options';
import { QuestionGroups } from './QuestionGroups';
import styles from './papers.module.css';

/** The generated paper as the parent checks it before saving: heading, notes and every question with its key. */
export function PaperPreview({ paper, title }: { paper: GeneratedPaper; title: string }) {
  return (
    <article className={styles.preview} data-testid="paper-preview" aria-label="Generated paper">
      <header className={styles.previewHeader}>
        <h3>{title || 'Untitled paper'}</h3>
        <p className={styles.muted}>
          {paper.curriculum} · Class {paper.class} · {paper.subject}
          {paper.branch ? ` (${paper.branch})` : ''} · {paper.chapter}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Type</dt>
            <dd>{PAPER_TYPE_LABELS[paper.paperType]}</dd>
          </div>
          <div>
            <dt>Questions</dt>
            <dd>{paper.questions.length}</dd>
          </div>
          <div>
            <dt>Marks</dt>
            <dd>{paper.totalMarks}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{paper.timeDuration} min</dd>
          </div>
        </dl>
      </header>
      {paper.notes.length > 0 ? (
        <ul className={styles.notes} aria-label="How the paper was completed">
          {paper.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <QuestionGroups
        questions={paper.questions}
        sections={paper.sections}
        headingLevel="h4"
        paper={paper}
      />
    </article>
  );
}
