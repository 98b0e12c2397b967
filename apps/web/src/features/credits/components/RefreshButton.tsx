import styles from './credits.module.css';

interface RefreshButtonProps {
  label: string;
  fetching: boolean;
  onClick: () => void;
}

/** A round icon button whose arrow spins while the data is being fetched. */
export function RefreshButton({ label, fetching, onClick }: RefreshButtonProps) {
  return (
    <button
      type="button"
      className={styles.refresh}
      aria-label={label}
      title={label}
      aria-busy={fetching}
      data-fetching={fetching ? 'true' : 'false'}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        className={fetching ? styles.spinning : undefined}
      >
        <path
          d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
