import type { PlatformComponent } from '@abhyas/contracts';
import { COMPONENT_LABELS, joinLabels } from '../health-report';
import styles from './health.module.css';

interface DegradedToastProps {
  components: readonly PlatformComponent[];
  onDismiss: () => void;
}

export function DegradedToast({ components, onDismiss }: DegradedToastProps) {
  const names = joinLabels(components.map((name) => COMPONENT_LABELS[name]));
  return (
    <div className={styles.toast} role="status" data-testid="degraded-toast">
      <span className={styles.toastIcon} aria-hidden="true">
        !
      </span>
      <p className={styles.toastText}>
        <strong>Some features are unavailable or slow right now.</strong> Affected: {names}.
        Everything else works normally.
      </p>
      <button
        type="button"
        className={styles.toastClose}
        onClick={onDismiss}
        aria-label="Dismiss service notice"
      >
        ×
      </button>
    </div>
  );
}
