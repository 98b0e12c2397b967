import { Link } from '@tanstack/react-router';
import styles from './layout.module.css';

export function BrandMark({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className={styles.brand} onClick={onNavigate} aria-label="Abhyas home">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#2f3fb8" />
        <path
          d="M18 46 32 16l14 30"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M24 36h16" stroke="#f59e0b" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <span className={styles.brandName}>Abhyas</span>
    </Link>
  );
}
