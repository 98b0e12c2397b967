import { SERVICE_NAMES } from './services/service-names';

/** `GET /api/health`: what the gateway reports and what the web app's health wrapper reads. */
export const PLATFORM_COMPONENTS = [
  'gateway',
  ...SERVICE_NAMES,
  'database',
  'transport',
  'openai',
  'razorpay',
] as const;

export type PlatformComponent = (typeof PLATFORM_COMPONENTS)[number];

/**
 * `not_configured` and `sandbox` are deliberate choices (no OpenAI key, Razorpay sandbox):
 * reported so operators see them, but they never degrade the platform.
 */
export type ComponentStatus = 'ok' | 'degraded' | 'down' | 'not_configured' | 'sandbox';

export type PlatformStatus = 'ok' | 'degraded' | 'error';

export interface ComponentHealth {
  status: ComponentStatus;
  latencyMs?: number;
  detail?: string;
  /**
   * `none` while a service's features are not built yet: its process is up (so `ok`), and its
   * routes answer 501 'Not available yet'. Operators see why such an `ok` serves nothing.
   * `partial` while some of its routes still answer 501 (`pending` lists their paths).
   */
  features?: ServiceFeatures;
  pending?: readonly string[];
}

export type ServiceFeatures = 'none' | 'partial';

export interface HealthReport {
  status: PlatformStatus;
  checkedAt: string;
  services: Record<PlatformComponent, ComponentHealth>;
}

/** What each service answers on its internal `GET /health`. */
export interface ServiceHealthReport {
  service: string;
  status: 'ok' | 'degraded' | 'down';
  checks: Record<string, ComponentHealth>;
  features?: ServiceFeatures;
  pending?: readonly string[];
}

/**
 * Without these nobody could take or submit a test: their loss is an `error` (the 503 screen).
 * Identity is not one: the gateway verifies issued tokens itself, so while it is down only
 * sign-in and registration are unavailable, and signed-in students keep taking tests.
 */
export const CRITICAL_SERVICES: readonly PlatformComponent[] = ['gateway', 'test-attempt'];

/** One real check of a component (not a cached answer), as the health history keeps it. */
export interface HealthCheckRecord {
  checkedAt: string;
  status: ComponentStatus;
  latencyMs?: number;
  detail?: string;
}

/**
 * `GET /api/health/history`: the last `size` real checks per component, oldest first, so an
 * operator sees a flapping service (`changes`: how often its status changed in that window).
 */
export interface HealthHistoryReport {
  size: number;
  platform: Array<{ checkedAt: string; status: PlatformStatus }>;
  components: Record<PlatformComponent, { changes: number; checks: HealthCheckRecord[] }>;
}
