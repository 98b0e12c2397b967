import {
  BALANCE_POLL_MS,
  TRANSACTION_PAGE_SIZE,
  type CreditBalanceResponse,
  type CreditHistoryResponse,
  type CreditStatsResponse,
  type StatsPeriod,
} from '@abhyas/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authClient } from '../../session/api/auth-client';
import type { DateRange } from '../date-range';

const user = (userId: string) => encodeURIComponent(userId);

/** Everything below `['credits', userId]` is refreshed together after a payment. */
export const creditsQueryKey = (userId: string) => ['credits', userId] as const;

export const creditBalanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...creditsQueryKey(userId), 'balance'] as const,
    // The cache-buster keeps proxies and the browser from answering with a stale balance.
    queryFn: () =>
      authClient.get<CreditBalanceResponse>(`/api/credits/balance/${user(userId)}?_=${Date.now()}`),
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export const creditHistoryQueryOptions = (userId: string, page: number, range: DateRange) =>
  queryOptions({
    queryKey: [...creditsQueryKey(userId), 'history', page, range] as const,
    queryFn: () => {
      const query = new URLSearchParams({
        page: String(page),
        limit: String(TRANSACTION_PAGE_SIZE),
        startDate: range.startDate,
        endDate: range.endDate,
      });
      return authClient.get<CreditHistoryResponse>(
        `/api/credits/history/${user(userId)}?${query.toString()}`,
      );
    },
    placeholderData: keepPreviousData,
  });

export const creditStatsQueryOptions = (userId: string, period: StatsPeriod = 'month') =>
  queryOptions({
    queryKey: [...creditsQueryKey(userId), 'stats', period] as const,
    queryFn: async () =>
      (
        await authClient.get<CreditStatsResponse>(
          `/api/credits/stats/${user(userId)}?period=${period}`,
        )
      ).stats,
  });
