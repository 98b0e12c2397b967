import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { creditBalanceQueryOptions } from '../api/credits-api';

/** The balance, polled every 30 s while the tab is visible; one shared query for the whole page. */
export function useCreditBalance(userId: string) {
  return useQuery(creditBalanceQueryOptions(userId));
}

/** Focus and visibility often fire together; the second joins the first fetch instead of restarting it. */
export function useJoinedRefetch(query: ReturnType<typeof useCreditBalance>) {
  const { refetch } = query;
  return useCallback(() => refetch({ cancelRefetch: false }), [refetch]);
}

/**
 * Mounted once (by the sidebar's card): refreshes the balance when the window regains focus or
 * the tab becomes visible again, since a payment or a child's usage may have happened meanwhile.
 */
export function useBalanceRefreshOnReturn(refetch: () => unknown) {
  useEffect(() => {
    const onFocus = () => {
      void refetch();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void refetch();
      }
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refetch]);
}
