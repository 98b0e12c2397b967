import type { BadgeTone } from './badges';
import styles from './credits.module.css';

const TONE_CLASS: Record<BadgeTone, string | undefined> = {
  positive: styles.badgePositive,
  negative: styles.badgeNegative,
  info: styles.badgeInfo,
  warning: styles.badgeWarning,
  neutral: undefined,
};

export function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${TONE_CLASS[tone] ?? ''}`}>{children}</span>;
}
