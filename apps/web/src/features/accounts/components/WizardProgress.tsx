import { WIZARD_STEPS, type WizardStep } from '../registration.validation';
import styles from './accounts.module.css';

export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <ol className={styles.progress} aria-label="Registration progress">
      {WIZARD_STEPS.map((item) => {
        const done = item.step < step;
        const current = item.step === step;
        return (
          <li
            key={item.step}
            className={`${styles.progressItem} ${done ? styles.done : ''} ${current ? styles.current : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.progressDot} aria-hidden="true">
              {done ? '✓' : item.step}
            </span>
            <span className={styles.progressLabel}>
              {item.title}
              {done ? <span className="visually-hidden"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
