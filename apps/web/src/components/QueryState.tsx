import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  errorText: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry), empty and loaded states of one query, the same everywhere. */
export function QueryState<T>({
  query,
  loading,
  errorText,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <p className="state-note" role="status" aria-live="polite">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="state-note state-note--error" role="alert">
        <span>{errorText}</span>{' '}
        <button type="button" className="button button--light" onClick={() => void query.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    return <div className="state-note">{empty}</div>;
  }
  return <>{children(query.data)}</>;
}
