import type { AiJobProgress, AiStepState } from '../ai-generation-job';
import styles from './papers.module.css';

const STATE_NOTE: Record<AiStepState, string> = {
  done: '(done)',
  current: '(in progress)',
  waiting: '',
};

/**
 * Spec §2: while an AI paper is written, how long it takes and its four steps, the current one
 * marked. A small list of its own rather than NumberedSteps, whose cards explain a process on
 * marketing pages and have no notion of a current step.
 */
export function AiGenerationProgress({ progress }: { progress: AiJobProgress }) {
  return (
    <div className={styles.empty} role="status" aria-live="polite" data-testid="preview-generating">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.emptyTitle}>Writing the paper with AI...</p>
      <p>
        AI generation takes 2-5 minutes. You can leave this page and come back: the paper keeps
        being written.
      </p>
      {progress.queued ? <p>Waiting for the AI writer to start...</p> : null}
      <ol className={styles.aiSteps} aria-label="Generation steps" data-testid="ai-steps">
        {progress.steps.map((step, index) => (
          <li
            key={step.label}
            className={styles[`aiStep_${step.state}`]}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            <span className={styles.aiStepNumber} aria-hidden="true">
              {step.state === 'done' ? '✓' : index + 1}
            </span>
            <span>
              {step.label}
              {STATE_NOTE[step.state] ? (
                <span className="visually-hidden"> {STATE_NOTE[step.state]}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
