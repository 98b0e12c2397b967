import styles from './tests.module.css';

/** Spec: a wrong answer offers an explanation request; that service is not built yet. */
export function ExplanationSoon({ questionNumber }: { questionNumber: number }) {
  const noteId = `explanation-note-${questionNumber}`;
  return (
    <div className={styles.explanation}>
      <button type="button" className="button button--secondary" disabled aria-describedby={noteId}>
        Request explanation
      </button>
      <span id={noteId} className={styles.meta}>
        Detailed explanations are coming soon.
      </span>
    </div>
  );
}
