import { PLATFORM_COMPONENTS } from '@abhyas/contracts';
import { healthReport } from '../../testing/health-reports';
import {
  COMPONENT_LABELS,
  degradedComponents,
  httpFailureMessage,
  isHealthReport,
  joinLabels,
  serviceStatusRows,
} from './health-report';

describe('isHealthReport', () => {
  it('accepts a report as the gateway sends it', () => {
    expect(isHealthReport(healthReport('degraded', { payments: 'down' }))).toBe(true);
  });

  it('accepts a report that lists fewer components', () => {
    expect(
      isHealthReport({
        status: 'error',
        checkedAt: 'now',
        services: { gateway: { status: 'ok' } },
      }),
    ).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'Service Unavailable'],
    ['no services', { status: 'ok' }],
    ['an unknown platform status', { status: 'fine', services: {} }],
    ['an unknown component status', { status: 'ok', services: { gateway: { status: 'sleepy' } } }],
    ['a component without an object', { status: 'ok', services: { gateway: 'ok' } }],
    ['services as an array', { status: 'ok', services: [] }],
  ])('rejects %s', (_label, value) => {
    expect(isHealthReport(value)).toBe(false);
  });
});

describe('degradedComponents', () => {
  it('lists degraded and down components in the contract order', () => {
    const report = healthReport('degraded', {
      razorpay: 'down',
      identity: 'degraded',
      openai: 'not_configured',
      payments: 'sandbox',
    });
    expect(degradedComponents(report)).toEqual(['identity', 'razorpay']);
  });
});

describe('serviceStatusRows', () => {
  it('gives every platform component a human label and status', () => {
    const rows = serviceStatusRows(
      healthReport('degraded', { payments: 'down', openai: 'not_configured' }),
    );
    expect(rows.map((row) => row.name)).toEqual([...PLATFORM_COMPONENTS]);
    expect(rows.find((row) => row.name === 'payments')).toEqual({
      name: 'payments',
      label: 'Payments',
      status: 'down',
      statusLabel: 'Down',
    });
    expect(rows.find((row) => row.name === 'openai')?.statusLabel).toBe('Not configured');
  });

  it('marks a component the report omits as unknown', () => {
    const rows = serviceStatusRows({
      status: 'error',
      checkedAt: 'now',
      services: { gateway: { status: 'ok' } },
    } as never);
    expect(rows.find((row) => row.name === 'identity')).toMatchObject({
      status: 'unknown',
      statusLabel: 'Unknown',
    });
  });

  it('has a label for every component', () => {
    for (const name of PLATFORM_COMPONENTS) {
      expect(COMPONENT_LABELS[name]).toBeTruthy();
    }
  });
});

describe('httpFailureMessage', () => {
  it('uses the status text', () => {
    expect(httpFailureMessage(503, 'Service Unavailable', { status: 'error' })).toBe(
      'HTTP 503: Service Unavailable',
    );
  });

  it('falls back to a short plain-text body when there is no status text (HTTP/2)', () => {
    expect(httpFailureMessage(502, '', 'upstream connect error')).toBe(
      'HTTP 502: upstream connect error',
    );
  });

  it('falls back to the reason phrase for JSON or long bodies', () => {
    expect(httpFailureMessage(503, '', { status: 'error' })).toBe('HTTP 503: Service Unavailable');
    expect(httpFailureMessage(500, '', 'x'.repeat(500))).toBe('HTTP 500: Internal Server Error');
    expect(httpFailureMessage(418, '', null)).toBe('HTTP 418: Error');
  });
});

describe('joinLabels', () => {
  it('reads naturally for one, two and more names', () => {
    expect(joinLabels([])).toBe('');
    expect(joinLabels(['Payments'])).toBe('Payments');
    expect(joinLabels(['Payments', 'Credits'])).toBe('Payments and Credits');
    expect(joinLabels(['Payments', 'Credits', 'Explanations'])).toBe(
      'Payments, Credits and Explanations',
    );
  });
});
