import type { HealthReport } from '@abhyas/contracts';
import { serviceStatusRows } from '../health-report';
import styles from './health.module.css';

const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

function formatCheckedAt(checkedAt: string): string | null {
  const date = new Date(checkedAt);
  return Number.isNaN(date.getTime()) ? null : TIME_FORMAT.format(date);
}

export function ServiceStatusList({ report }: { report: HealthReport }) {
  const checkedAt = formatCheckedAt(report.checkedAt);
  return (
    <section className={styles.statusSection} aria-labelledby="service-status-heading">
      <h2 id="service-status-heading" className={styles.statusHeading}>
        Service status
        {checkedAt ? <span className={styles.statusTime}> as of {checkedAt}</span> : null}
      </h2>
      <ul className={styles.statusList}>
        {serviceStatusRows(report).map((row) => (
          <li
            key={row.name}
            className={styles.statusRow}
            data-service={row.name}
            data-status={row.status}
          >
            <span>{row.label}</span>
            <span className={`${styles.statusPill} ${styles[`status_${row.status}`] ?? ''}`}>
              {row.statusLabel}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
