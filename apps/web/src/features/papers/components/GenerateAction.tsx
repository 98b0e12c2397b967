import { Link } from '@tanstack/react-router';
import type { GenerationFailure } from '../generation-failure';
import styles from './papers.module.css';

interface GenerateActionProps {
  blocker: string | null;
  generating: boolean;
  failure: GenerationFailure | null;
  /** A paper is on screen: another click makes a new one (and spends credits again). */
  again: boolean;
}

/** The form's submit, Generate Paper; why it cannot be clicked yet; what went wrong last time. */
export function GenerateAction({ blocker, generating, failure, again }: GenerateActionProps) {
  return (
    <div className={styles.generate}>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={blocker !== null || generating}
        aria-describedby={blocker ? 'generate-blocker' : undefined}
      >
        {generating ? 'Generating...' : again ? 'Generate again' : 'Generate Paper'}
      </button>
      {blocker ? (
        <p id="generate-blocker" className={styles.blocker} data-testid="generate-blocker">
          {blocker}
        </p>
      ) : null}
      {failure ? (
        <div className="form-status form-status--error" role="alert" data-testid="generation-error">
          <p className={styles.failureLine}>{failure.message}</p>
          {failure.suggestion ? <p className={styles.failureLine}>{failure.suggestion}</p> : null}
          {failure.buyCredits ? (
            <p className={styles.failureLine}>
              <Link to="/parent-dashboard" search={{ view: 'payment' }}>
                Buy credits
              </Link>{' '}
              to generate this paper.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
