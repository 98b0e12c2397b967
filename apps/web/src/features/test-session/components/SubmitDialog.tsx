import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import styles from './test-session.module.css';

interface SubmitDialogProps {
  summary: { total: number; unanswered: number; flagged: number };
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Before submitting: how many questions are unanswered or flagged, and a last chance to go back. */
export function SubmitDialog({ summary, busy, error, onConfirm, onClose }: SubmitDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
      // showModal focuses the first button (Back); Enter should submit, Escape goes back.
      confirm.current?.focus();
    }
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="submit-title"
      aria-describedby="submit-summary"
      data-testid="submit-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) {
          onClose();
        }
      }}
    >
      <h2 id="submit-title">Submit your test?</h2>
      <div id="submit-summary">
        <p>
          You answered {summary.total - summary.unanswered} of {summary.total} questions.
        </p>
        <ul className={styles.summary}>
          <li data-testid="summary-unanswered">
            Unanswered: <strong>{summary.unanswered}</strong>
          </li>
          <li data-testid="summary-flagged">
            Flagged for review: <strong>{summary.flagged}</strong>
          </li>
        </ul>
        <p className={styles.muted}>Once submitted, the answers cannot be changed.</p>
      </div>
      <FormAlert message={error} />
      <div className={styles.dialogActions}>
        <button
          type="button"
          className="button button--secondary"
          onClick={onClose}
          disabled={busy}
        >
          Back to the test
        </button>
        <button
          type="button"
          className="button button--primary"
          ref={confirm}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? 'Submitting...' : 'Submit test'}
        </button>
      </div>
    </dialog>
  );
}
