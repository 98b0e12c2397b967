import { useNewsletterSubscription } from '../hooks/useNewsletterSubscription';
import styles from './newsletter.module.css';

export function NewsletterForm() {
  const { email, setEmail, status, submitting, onSubmit } = useNewsletterSubscription();
  const invalid = status?.kind === 'error';
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="newsletter-heading"
    >
      <h2 id="newsletter-heading" className={styles.heading}>
        Subscribe
      </h2>
      <p className={styles.text}>Practice tips and exam reminders, about twice a month.</p>
      <div className={styles.row}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          className={`input ${styles.input}`}
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className="button button--accent" disabled={submitting}>
          {submitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p
        id="newsletter-status"
        className={`${styles.status} ${status ? styles[status.kind] : ''}`}
        role="status"
        aria-live="polite"
      >
        {status?.message ?? ''}
      </p>
    </form>
  );
}
