import { pageInfo } from '../pagination';
import styles from './credits.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Disables the buttons while a page is loading. */
  busy?: boolean;
}

export function Pagination({ page, totalPages, onPage, busy = false }: PaginationProps) {
  const info = pageInfo(page, totalPages);
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <span aria-live="polite" data-testid="page-label">
        {info.label}
      </span>
      <div className={styles.pagerButtons}>
        <button
          type="button"
          className="button button--light"
          disabled={!info.hasPrevious || busy}
          onClick={() => onPage(info.page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="button button--light"
          disabled={!info.hasNext || busy}
          onClick={() => onPage(info.page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
