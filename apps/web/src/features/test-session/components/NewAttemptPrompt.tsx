import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../../components/FormAlert';
import type { StartPhase } from '../hooks/useTestStart';
import styles from './test-session.module.css';

interface NewAttemptPromptProps {
  phase: Extract<
    StartPhase,
    { kind: 'confirm-new-attempt' | 'new-attempt-refused' | 'requesting-new-attempt' }
  >;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The paper was completed: confirm a new attempt, or see the results. */
export function NewAttemptPrompt({ phase, onConfirm, onCancel }: NewAttemptPromptProps) {
  const refused = phase.kind === 'new-attempt-refused';
  return (
    <section className={styles.prompt} aria-labelledby="new-attempt-title">
      <h1 id="new-attempt-title">Already completed</h1>
      <p>You have already completed this test. Start a new attempt?</p>
      <FormAlert message={refused ? phase.message : null} />
      <div className={styles.dialogActions}>
        {refused ? null : (
          <button
            type="button"
            className="button button--primary"
            onClick={onConfirm}
            disabled={phase.kind === 'requesting-new-attempt'}
          >
            {phase.kind === 'requesting-new-attempt' ? 'Starting...' : 'Start a new attempt'}
          </button>
        )}
        <Link
          to="/student-results"
          search={{ attemptId: phase.completedAttemptId }}
          state={{ attemptId: phase.completedAttemptId }}
          className="button button--secondary"
        >
          View Results
        </Link>
        <button type="button" className="button button--light" onClick={onCancel}>
          Back to dashboard
        </button>
      </div>
    </section>
  );
}
