import { Link } from '@tanstack/react-router';
import { HashLink } from '../../layout/components/HashLink';
import { PRICING_NOTE } from '../pricing-plans';
import { HeroIllustration } from './HeroIllustration';
import styles from './landing.module.css';

export function LandingHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <span className="eyebrow">Classes 5-10 · English medium</span>
          <h1 id="hero-heading" className={styles.heroTitle}>
            Adaptive practice for school exams and Olympiads
          </h1>
          <p className={styles.heroLead}>
            Abhyas builds a short daily practice plan around what your child already knows, with
            teacher-reviewed questions, instant feedback and step-by-step solutions for CBSE, ICSE,
            State Boards, IB and the Olympiads.
          </p>
          <div className={styles.heroActions}>
            <Link to="/auth" className="button button--primary">
              Get started free
            </Link>
            <HashLink section="how" className="button button--secondary">
              See how it works
            </HashLink>
          </div>
          <p className={styles.heroNote}>{PRICING_NOTE}</p>
        </div>
        <div className={styles.heroArt}>
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
