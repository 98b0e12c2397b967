import styles from './NumberedSteps.module.css';

interface NumberedStepsProps {
  steps: readonly { title: string; text: string }[];
  /** `filled`: tinted cards with solid numbers; `outlined`: bordered cards with amber numbers. */
  look: 'filled' | 'outlined';
}

/** How something works, as an ordered list of numbered cards. */
export function NumberedSteps({ steps, look }: NumberedStepsProps) {
  return (
    <ol className={`${styles.steps} ${styles[look]}`}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
