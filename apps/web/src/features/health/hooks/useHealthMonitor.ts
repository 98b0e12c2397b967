import { useQuery } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import { HealthCheckError, fetchHealth } from '../api/fetch-health';
import { HEALTH_POLL_INTERVAL_MS, HEALTH_QUERY_KEY } from '../health.constants';
import { healthReducer, initialHealthState, type HealthState } from '../health-monitor.reducer';

export interface HealthMonitor {
  state: HealthState;
  retry: () => void;
  dismissToast: () => void;
}

/**
 * Checks the platform on load and every two minutes. TanStack Query owns the scheduling and
 * de-duplication; each check's outcome is fed to the pure reducer, which owns the transitions.
 */
export function useHealthMonitor(): HealthMonitor {
  const [state, dispatch] = useReducer(healthReducer, initialHealthState);

  const { refetch } = useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: async ({ signal }) => {
      dispatch({ type: 'check-started' });
      try {
        const report = await fetchHealth(signal);
        dispatch({ type: 'check-succeeded', report });
        return report;
      } catch (error) {
        if (signal.aborted) {
          dispatch({ type: 'check-cancelled' });
        } else {
          dispatch({
            type: 'check-failed',
            error: error instanceof Error ? error.message : 'The health check failed.',
            report: error instanceof HealthCheckError ? error.report : null,
          });
        }
        throw error;
      }
    },
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 0,
    gcTime: Infinity,
  });

  const retry = useCallback(() => {
    void refetch({ cancelRefetch: false });
  }, [refetch]);
  const dismissToast = useCallback(() => dispatch({ type: 'toast-dismissed' }), []);

  return { state, retry, dismissToast };
}
