import { STATS } from '../landing.content';
import styles from './landing.module.css';

export function StatsStrip() {
  return (
    <section className={styles.stats} aria-label="Abhyas in numbers">
      <dl className={`container ${styles.statsGrid}`}>
        {STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
