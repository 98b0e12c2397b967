import type { LeadPageContent } from '../lead-page.content';
import styles from './leads.module.css';

export function LeadSteps({
  heading,
  steps,
}: {
  heading: string;
  steps: LeadPageContent['steps'];
}) {
  return (
    <section className="section" aria-labelledby="lead-steps-heading">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">How it works</span>
          <h2 id="lead-steps-heading">{heading}</h2>
        </header>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
