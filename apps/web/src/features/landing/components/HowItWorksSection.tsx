import { Link } from '@tanstack/react-router';
import { FEATURES, STEPS } from '../landing.content';
import { FeatureIcon } from './FeatureIcon';
import styles from './landing.module.css';

export function HowItWorksSection() {
  return (
    <section id="how" className="section" aria-labelledby="how-heading">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">How it works</span>
          <h2 id="how-heading">Ten focused minutes a day, planned for your child</h2>
          <p>
            Abhyas notices what each student finds easy and what they find hard, and shapes
            tomorrow&apos;s practice around it.
          </p>
        </header>

        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>

        <ul className={styles.featureGrid} aria-label="What is included">
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>

        <p className={styles.schoolsNote}>
          Running a school or a tutoring centre?{' '}
          <Link to="/contact">Ask us about school dashboards and pilots</Link>.
        </p>
      </div>
    </section>
  );
}
