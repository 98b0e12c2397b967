import {
  PLATFORM_COMPONENTS,
  type ComponentStatus,
  type HealthReport,
  type PlatformComponent,
  type PlatformStatus,
} from '@abhyas/contracts';

export const COMPONENT_LABELS: Record<PlatformComponent, string> = {
  gateway: 'API gateway',
  identity: 'Accounts & sign-in',
  'paper-generation': 'Paper generation',
  'test-attempt': 'Tests & results',
  'credits-ledger': 'Credits',
  explanations: 'Explanations',
  payments: 'Payments',
  'learning-analytics': 'Learning insights',
  database: 'Database',
  transport: 'Messaging',
  openai: 'AI generation',
  razorpay: 'Razorpay',
};

export const COMPONENT_STATUS_LABELS: Record<ComponentStatus, string> = {
  ok: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
  not_configured: 'Not configured',
  sandbox: 'Sandbox mode',
};

const PLATFORM_STATUSES: readonly PlatformStatus[] = ['ok', 'degraded', 'error'];
const COMPONENT_STATUSES: readonly ComponentStatus[] = [
  'ok',
  'degraded',
  'down',
  'not_configured',
  'sandbox',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when the body is a report the app can show: a known platform status and a `services` map
 * whose entries (all optional, so a newer gateway can add or drop components) carry a known status.
 */
export function isHealthReport(value: unknown): value is HealthReport {
  if (!isRecord(value) || !isRecord(value.services)) {
    return false;
  }
  if (!PLATFORM_STATUSES.includes(value.status as PlatformStatus)) {
    return false;
  }
  return Object.values(value.services).every(
    (entry) => isRecord(entry) && COMPONENT_STATUSES.includes(entry.status as ComponentStatus),
  );
}

/** Components that are actually impaired; `not_configured` and `sandbox` are deliberate, not faults. */
export function degradedComponents(report: HealthReport): PlatformComponent[] {
  return PLATFORM_COMPONENTS.filter((name) => {
    const status = report.services[name]?.status;
    return status === 'degraded' || status === 'down';
  });
}

export interface ServiceStatusRow {
  name: PlatformComponent;
  label: string;
  status: ComponentStatus | 'unknown';
  statusLabel: string;
}

/** One row per platform component, in the contract's order; a component the report omits is `unknown`. */
export function serviceStatusRows(report: HealthReport): ServiceStatusRow[] {
  return PLATFORM_COMPONENTS.map((name) => {
    const status = report.services[name]?.status;
    return {
      name,
      label: COMPONENT_LABELS[name],
      status: status ?? 'unknown',
      statusLabel: status ? COMPONENT_STATUS_LABELS[status] : 'Unknown',
    };
  });
}

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * `HTTP {status}: {text}`. HTTP/2 answers carry no status text, so the text falls back to a short
 * plain-text body, then to the standard reason phrase.
 */
export function httpFailureMessage(status: number, statusText: string, body: unknown): string {
  const shortBody =
    typeof body === 'string' && body.trim().length > 0 && body.length <= 120 ? body.trim() : '';
  const text = statusText.trim() || shortBody || REASON_PHRASES[status] || 'Error';
  return `HTTP ${status}: ${text}`;
}

/** `['Payments']` → `Payments`; two → `A and B`; more → `A, B and C`. */
export function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) {
    return labels[0] ?? '';
  }
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
