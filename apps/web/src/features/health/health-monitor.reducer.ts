import { CRITICAL_SERVICES, type HealthReport, type PlatformComponent } from '@abhyas/contracts';
import { FAILURES_BEFORE_OUTAGE } from './health.constants';
import { COMPONENT_LABELS, degradedComponents, joinLabels } from './health-report';

/**
 * `app`: the platform answers (possibly degraded). `warning`: one check failed; a banner offers
 * to check again. `outage`: a re-check failed too; the 503 screen covers the app until a check
 * succeeds.
 */
export type HealthView = 'app' | 'warning' | 'outage';

export interface HealthState {
  view: HealthView;
  checking: boolean;
  /** The last report the server sent, including one inside a 503 answer. */
  lastReport: HealthReport | null;
  lastError: string | null;
  consecutiveFailures: number;
  /** Checks made after the first failure that failed as well. */
  retryCount: number;
  degraded: readonly PlatformComponent[];
  /** The degraded set the visitor closed the toast for; a different set shows it again. */
  dismissedDegradedKey: string | null;
}

export type HealthEvent =
  | { type: 'check-started' }
  | { type: 'check-succeeded'; report: HealthReport }
  | { type: 'check-failed'; error: string; report: HealthReport | null }
  | { type: 'check-cancelled' }
  | { type: 'toast-dismissed' };

export const initialHealthState: HealthState = {
  view: 'app',
  checking: false,
  lastReport: null,
  lastError: null,
  consecutiveFailures: 0,
  retryCount: 0,
  degraded: [],
  dismissedDegradedKey: null,
};

const degradedKey = (components: readonly PlatformComponent[]): string => components.join(',');

function failed(state: HealthState, error: string, report: HealthReport | null): HealthState {
  const consecutiveFailures = state.consecutiveFailures + 1;
  return {
    ...state,
    view: consecutiveFailures >= FAILURES_BEFORE_OUTAGE ? 'outage' : 'warning',
    checking: false,
    lastReport: report ?? state.lastReport,
    lastError: error,
    consecutiveFailures,
    retryCount: consecutiveFailures - 1,
  };
}

/** A 200 answer whose status is `error` still means nobody can sign in or take a test. */
function criticalFailureMessage(report: HealthReport): string {
  const down = CRITICAL_SERVICES.filter((name) => {
    const status = report.services[name]?.status;
    return status !== 'ok' && status !== 'sandbox' && status !== 'not_configured';
  });
  return down.length > 0
    ? `Unavailable: ${joinLabels(down.map((name) => COMPONENT_LABELS[name]))}.`
    : 'The platform reported an error.';
}

export function healthReducer(state: HealthState, event: HealthEvent): HealthState {
  switch (event.type) {
    case 'check-started':
      return { ...state, checking: true };
    case 'check-cancelled':
      return { ...state, checking: false };
    case 'check-failed':
      return failed(state, event.error, event.report);
    case 'check-succeeded': {
      const { report } = event;
      if (report.status === 'error') {
        return failed(state, criticalFailureMessage(report), report);
      }
      const degraded = degradedComponents(report);
      return {
        view: 'app',
        checking: false,
        lastReport: report,
        lastError: null,
        consecutiveFailures: 0,
        retryCount: 0,
        degraded,
        dismissedDegradedKey: degraded.length > 0 ? state.dismissedDegradedKey : null,
      };
    }
    case 'toast-dismissed':
      return { ...state, dismissedDegradedKey: degradedKey(state.degraded) };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

/** The components the degraded toast should name now; empty when it should not show. */
export function visibleDegradedComponents(state: HealthState): readonly PlatformComponent[] {
  if (state.view !== 'app' || state.degraded.length === 0) {
    return [];
  }
  return degradedKey(state.degraded) === state.dismissedDegradedKey ? [] : state.degraded;
}
