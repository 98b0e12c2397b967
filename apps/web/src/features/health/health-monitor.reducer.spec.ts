import { healthReport } from '../../testing/health-reports';
import {
  healthReducer,
  initialHealthState,
  visibleDegradedComponents,
  type HealthEvent,
  type HealthState,
} from './health-monitor.reducer';

const run = (events: HealthEvent[], from: HealthState = initialHealthState): HealthState =>
  events.reduce(healthReducer, from);

const ok = healthReport('ok');
const down = healthReport('error', { identity: 'down', 'test-attempt': 'down' });
const networkFailure: HealthEvent = {
  type: 'check-failed',
  error: 'Could not reach the server.',
  report: null,
};

describe('health monitor reducer', () => {
  it('starts on the app with nothing checked', () => {
    expect(initialHealthState.view).toBe('app');
    expect(initialHealthState.retryCount).toBe(0);
    expect(visibleDegradedComponents(initialHealthState)).toEqual([]);
  });

  it('marks a check in flight and clears the flag when it ends or is cancelled', () => {
    expect(run([{ type: 'check-started' }]).checking).toBe(true);
    expect(run([{ type: 'check-started' }, { type: 'check-succeeded', report: ok }]).checking).toBe(
      false,
    );
    expect(run([{ type: 'check-started' }, { type: 'check-cancelled' }]).checking).toBe(false);
    expect(run([{ type: 'check-started' }, networkFailure]).checking).toBe(false);
  });

  it('shows the banner, not the 503 screen, on a first failure', () => {
    const state = run([{ type: 'check-succeeded', report: ok }, networkFailure]);
    expect(state.view).toBe('warning');
    expect(state.lastError).toBe('Could not reach the server.');
    expect(state.retryCount).toBe(0);
  });

  it('shows the 503 screen when a retry fails too, and counts each further failed retry', () => {
    const afterRetry = run([networkFailure, networkFailure]);
    expect(afterRetry.view).toBe('outage');
    expect(afterRetry.retryCount).toBe(1);
    const afterMore = run([networkFailure, networkFailure, networkFailure]);
    expect(afterMore.view).toBe('outage');
    expect(afterMore.retryCount).toBe(2);
  });

  it('keeps the services of a 503 answer for the outage screen', () => {
    const state = run([
      { type: 'check-failed', error: 'HTTP 503: Service Unavailable', report: down },
      { type: 'check-failed', error: 'HTTP 503: Service Unavailable', report: down },
    ]);
    expect(state.view).toBe('outage');
    expect(state.lastReport).toBe(down);
    expect(state.lastError).toBe('HTTP 503: Service Unavailable');
  });

  it('keeps the last report it saw when a later failure carries none', () => {
    const state = run([
      { type: 'check-failed', error: 'HTTP 503: Service Unavailable', report: down },
      networkFailure,
    ]);
    expect(state.lastReport).toBe(down);
    expect(state.lastError).toBe('Could not reach the server.');
  });

  it('treats a 200 answer whose status is error as a failure naming the critical services', () => {
    const state = run([{ type: 'check-succeeded', report: down }]);
    expect(state.view).toBe('warning');
    expect(state.lastError).toBe('Unavailable: Tests & results.');
    expect(state.lastReport).toBe(down);
  });

  it('keeps the app and shows the toast when only identity is down: signed-in users carry on', () => {
    const state = run([
      { type: 'check-succeeded', report: healthReport('degraded', { identity: 'down' }) },
    ]);
    expect(state.view).toBe('app');
    expect(visibleDegradedComponents(state)).toEqual(['identity']);
  });

  it('returns to the app and resets the counters when a check succeeds', () => {
    const state = run([
      networkFailure,
      networkFailure,
      networkFailure,
      { type: 'check-succeeded', report: ok },
    ]);
    expect(state.view).toBe('app');
    expect(state.retryCount).toBe(0);
    expect(state.consecutiveFailures).toBe(0);
    expect(state.lastError).toBeNull();
    expect(state.lastReport).toBe(ok);
    // A new failure after recovery is a first failure again.
    expect(healthReducer(state, networkFailure).view).toBe('warning');
  });

  describe('degraded toast', () => {
    const degraded = healthReport('degraded', {
      payments: 'down',
      explanations: 'degraded',
      openai: 'not_configured',
      razorpay: 'sandbox',
    });

    it('names the degraded and down components but not not_configured or sandbox ones', () => {
      const state = run([{ type: 'check-succeeded', report: degraded }]);
      expect(state.view).toBe('app');
      expect(visibleDegradedComponents(state)).toEqual(['explanations', 'payments']);
    });

    it('stays closed once dismissed while the same components are degraded', () => {
      const state = run([
        { type: 'check-succeeded', report: degraded },
        { type: 'toast-dismissed' },
        { type: 'check-succeeded', report: degraded },
      ]);
      expect(visibleDegradedComponents(state)).toEqual([]);
    });

    it('shows again when a different set of components is degraded', () => {
      const worse = healthReport('degraded', {
        payments: 'down',
        explanations: 'degraded',
        'learning-analytics': 'down',
      });
      const state = run([
        { type: 'check-succeeded', report: degraded },
        { type: 'toast-dismissed' },
        { type: 'check-succeeded', report: worse },
      ]);
      expect(visibleDegradedComponents(state)).toEqual([
        'explanations',
        'payments',
        'learning-analytics',
      ]);
    });

    it('shows again after the platform recovered and degraded anew', () => {
      const state = run([
        { type: 'check-succeeded', report: degraded },
        { type: 'toast-dismissed' },
        { type: 'check-succeeded', report: ok },
        { type: 'check-succeeded', report: degraded },
      ]);
      expect(visibleDegradedComponents(state)).toEqual(['explanations', 'payments']);
    });

    it('is hidden while the banner or the 503 screen is up', () => {
      const state = run([{ type: 'check-succeeded', report: degraded }, networkFailure]);
      expect(visibleDegradedComponents(state)).toEqual([]);
    });

    it('does not show for a report where nothing is impaired', () => {
      const sandboxOnly = healthReport('ok', { razorpay: 'sandbox', openai: 'not_configured' });
      expect(
        visibleDegradedComponents(run([{ type: 'check-succeeded', report: sandboxOnly }])),
      ).toEqual([]);
    });
  });
});
