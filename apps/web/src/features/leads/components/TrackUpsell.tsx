import { Link } from '@tanstack/react-router';
import type { LeadPageContent } from '../lead-page.content';
import styles from './leads.module.css';

export function TrackUpsell({ upsell }: { upsell: LeadPageContent['upsell'] }) {
  return (
    <section className="section" aria-labelledby="upsell-heading">
      <div className={`container ${styles.upsell}`}>
        <div>
          <h2 id="upsell-heading">{upsell.heading}</h2>
          <p>{upsell.text}</p>
        </div>
        <div className={styles.upsellActions}>
          <Link to={upsell.to} className="button button--primary">
            {upsell.label}
          </Link>
          <Link to="/signup" className="button button--secondary">
            Create a free account
          </Link>
        </div>
      </div>
    </section>
  );
}
