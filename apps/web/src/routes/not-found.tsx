import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import styles from './not-found.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.wrapper} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">This page does not exist</h1>
      <p className={styles.text}>The link may be mistyped, or the page may have moved.</p>
      <Link to="/" className="button button--primary">
        Go home
      </Link>
    </section>
  );
}
