import type { ReactNode } from 'react';
import { visibleDegradedComponents } from '../health-monitor.reducer';
import { useHealthMonitor } from '../hooks/useHealthMonitor';
import { DegradedToast } from './DegradedToast';
import { HealthBanner } from './HealthBanner';
import { ServiceUnavailableScreen } from './ServiceUnavailableScreen';

/** Wraps the whole app: banner on a first failure, 503 screen on a repeated one, toast when degraded. */
export function HealthGate({ children }: { children: ReactNode }) {
  const { state, retry, dismissToast } = useHealthMonitor();
  const outage = state.view === 'outage';
  const degraded = visibleDegradedComponents(state);

  return (
    <>
      <div inert={outage} aria-hidden={outage ? true : undefined}>
        {children}
      </div>
      {state.view === 'warning' ? (
        <HealthBanner checking={state.checking} error={state.lastError} onRetry={retry} />
      ) : null}
      {outage ? <ServiceUnavailableScreen state={state} onRetry={retry} /> : null}
      {degraded.length > 0 ? (
        <DegradedToast components={degraded} onDismiss={dismissToast} />
      ) : null}
    </>
  );
}
