import { WELCOME_BONUS_CREDITS } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import styles from './landing.module.css';

export function CtaBand() {
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-heading">Start with {WELCOME_BONUS_CREDITS} free credits</h2>
          <p>Create a family account, add your child and see their first mastery map this week.</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to="/auth" className="button button--accent">
            Get started
          </Link>
          <Link to="/contact" className="button button--light">
            Talk to us
          </Link>
        </div>
      </div>
    </section>
  );
}
