import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

interface DashboardPageProps {
  title: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** Centred in a narrower column, for a page with a single form. */
  narrow?: boolean;
  children: ReactNode;
}

/** One dashboard page: its title (and lead), then its panels one under another. */
export function DashboardPage({ title, lead, narrow = false, children }: DashboardPageProps) {
  return (
    <div className={narrow ? `${styles.stack} ${styles.narrow}` : styles.stack}>
      {lead ? (
        <div>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
      ) : (
        <h1>{title}</h1>
      )}
      {children}
    </div>
  );
}
