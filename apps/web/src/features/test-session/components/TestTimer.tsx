import { formatClock, isTimerUrgent, timeLeftAnnouncement } from '../countdown';
import styles from './test-session.module.css';

/** The countdown; a screen reader hears it only as whole minutes change. */
export function TestTimer({ seconds }: { seconds: number }) {
  const urgent = isTimerUrgent(seconds);
  return (
    <div className={urgent ? `${styles.timer} ${styles.timerUrgent}` : styles.timer}>
      <span className={styles.timerLabel}>Time left</span>
      <span role="timer" className={styles.clock} data-testid="test-timer" data-urgent={urgent}>
        {formatClock(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {timeLeftAnnouncement(seconds)}
      </span>
    </div>
  );
}
