import styles from './health.module.css';

interface HealthBannerProps {
  checking: boolean;
  error: string | null;
  onRetry: () => void;
}

/** Shown after the first failed health check; the app stays usable underneath. */
export function HealthBanner({ checking, error, onRetry }: HealthBannerProps) {
  return (
    <div className={styles.banner} role="alert" data-testid="health-banner">
      <div className={styles.bannerText}>
        <strong>Service temporarily unavailable</strong>
        <span>
          Some parts of Abhyas may not respond right now.
          {error ? <span className={styles.bannerDetail}> ({error})</span> : null}
        </span>
      </div>
      <button
        type="button"
        className="button button--light"
        onClick={onRetry}
        disabled={checking}
        data-testid="health-retry"
      >
        {checking ? 'Checking…' : 'Check again'}
      </button>
    </div>
  );
}
