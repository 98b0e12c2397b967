import { Link } from '@tanstack/react-router';
import styles from './accounts.module.css';

interface AccountsComingSoonProps {
  heading: string;
  action: 'sign-up' | 'sign-in';
}

/** An honest stand-in until the accounts release ships registration and sign-in. */
export function AccountsComingSoon({ heading, action }: AccountsComingSoonProps) {
  return (
    <section className={styles.wrapper} aria-labelledby="accounts-heading">
      <div className={`card ${styles.card}`}>
        <span className="eyebrow">{action === 'sign-up' ? 'Get started' : 'Sign in'}</span>
        <h1 id="accounts-heading">{heading}</h1>
        <p>
          {action === 'sign-up'
            ? 'Creating a parent or student account opens with the accounts release, which is on its way. '
            : 'Signing in for parents (email and password) and students (username and PIN) opens with the accounts release, which is on its way. '}
          Until then you can explore how Abhyas works, request a free Olympiad or CBSE practice
          test, or write to us and we will reply within 1 business day.
        </p>
        <div className={styles.actions}>
          <Link to="/" className="button button--primary">
            Back to the home page
          </Link>
          <Link to="/contact" className="button button--secondary">
            Contact us
          </Link>
        </div>
        <p className={styles.more}>
          Looking for a free test? <Link to="/olympiad-prep">Olympiad prep</Link> ·{' '}
          <Link to="/cbse-prep">CBSE prep</Link>
        </p>
      </div>
    </section>
  );
}
