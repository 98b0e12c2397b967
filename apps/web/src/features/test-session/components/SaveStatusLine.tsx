import type { SaveStatus } from '../answer-sync';
import styles from './test-session.module.css';

const TEXT: Record<SaveStatus['kind'], string> = {
  saved: 'All answers saved',
  saving: 'Saving…',
  offline: 'Offline – answers will be sent',
  error: '',
};

export function SaveStatusLine({ status }: { status: SaveStatus }) {
  return (
    <p
      className={`${styles.saveStatus} ${styles[`save_${status.kind}`]}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
    >
      {status.kind === 'error' ? status.message : TEXT[status.kind]}
    </p>
  );
}
