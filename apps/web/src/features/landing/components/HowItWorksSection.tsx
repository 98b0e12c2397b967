import { Link } from '@tanstack/react-router';
import { NumberedSteps } from '../../../components/NumberedSteps';
import { PageSection } from '../../../components/PageSection';
import { FEATURES, STEPS } from '../landing.content';
import { FeatureIcon } from './FeatureIcon';
import styles from './landing.module.css';

export function HowItWorksSection() {
  return (
    <PageSection
      id="how"
      headingId="how-heading"
      eyebrow="How it works"
      heading="Ten focused minutes a day, planned for your child"
      intro={
        <>
          Abhyas notices what each student finds easy and what they find hard, and shapes
          tomorrow&apos;s practice around it.
        </>
      }
    >
      <NumberedSteps steps={STEPS} look="filled" />

      <ul className={styles.cardGrid} aria-label="What is included">
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
    </PageSection>
  );
}
