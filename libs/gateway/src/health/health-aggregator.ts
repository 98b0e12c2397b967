import {
  CRITICAL_SERVICES,
  SERVICE_NAMES,
  type ComponentHealth,
  type HealthHistoryReport,
  type HealthReport,
  type PlatformComponent,
  type PlatformStatus,
  type ServiceHealthReport,
  type ServiceName,
} from '@abhyas/contracts';
import type { ServiceClient } from '../clients/service-client';
import { HealthHistory } from './health-history';

export interface HealthAggregatorOptions {
  /** How long one computed report is served to everyone; polling browsers cost almost nothing. */
  cacheMs: number;
  /** Deadline for each service's answer. */
  serviceTimeoutMs: number;
  /** Real checks kept per component for `GET /api/health/history`; default 20. */
  historySize?: number;
  now?: () => number;
}

const SEVERITY: Record<ComponentHealth['status'], number> = {
  ok: 0,
  not_configured: 0,
  sandbox: 0,
  degraded: 1,
  down: 2,
};

const worst = (checks: ComponentHealth[], ifNone: ComponentHealth): ComponentHealth =>
  checks.length === 0
    ? ifNone
    : checks.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a));

const isFailing = (health: ComponentHealth): boolean => SEVERITY[health.status] > 0;

export const SIGN_IN_UNAVAILABLE_NOTE =
  'sign-in and registration are unavailable; signed-in users carry on';

/** What identity being down means to a reader of the health page, beside the cause. */
const withSignInNote = (health: ComponentHealth): ComponentHealth =>
  health.status === 'down'
    ? {
        ...health,
        detail: health.detail
          ? `${SIGN_IN_UNAVAILABLE_NOTE} (${health.detail})`
          : SIGN_IN_UNAVAILABLE_NOTE,
      }
    : health;

/**
 * The rule of architecture.md: no test-attempt (or no gateway) is an error, any other loss
 * degrades. Identity down degrades: tokens already issued keep working, only sign-in stops.
 */
export const platformStatus = (
  services: Record<PlatformComponent, ComponentHealth>,
): PlatformStatus => {
  if (CRITICAL_SERVICES.some((name) => services[name].status === 'down')) {
    return 'error';
  }
  return Object.values(services).some(isFailing) ? 'degraded' : 'ok';
};

/** `GET /api/health`: each service asked in parallel, each answer time-boxed, the result cached. */
export class HealthAggregator {
  private cached?: { report: HealthReport; json: string; at: number };
  private inFlight?: Promise<HealthReport>;
  private readonly now: () => number;
  private readonly checks: HealthHistory;

  constructor(
    private readonly clients: Record<ServiceName, ServiceClient>,
    private readonly options: HealthAggregatorOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.checks = new HealthHistory(options.historySize);
  }

  /** The last real checks per component (after a fresh one if the cached report has expired). */
  async history(): Promise<HealthHistoryReport> {
    await this.current();
    return this.checks.report();
  }

  async report(): Promise<HealthReport> {
    return (await this.current()).report;
  }

  /** The same report, serialised once per cache window: the hot path of every polling browser. */
  async reportJson(): Promise<{ status: HealthReport['status']; json: string }> {
    const { report, json } = await this.current();
    return { status: report.status, json };
  }

  /**
   * The report still inside its cache window, read without waiting, or undefined when it must
   * be computed: what the socket-level fast path answers from.
   */
  fresh(): Readonly<{ report: HealthReport; json: string }> | undefined {
    const cached = this.cached;
    return cached && this.now() - cached.at < this.options.cacheMs ? cached : undefined;
  }

  private async current(): Promise<{ report: HealthReport; json: string }> {
    if (this.cached && this.now() - this.cached.at < this.options.cacheMs) {
      return this.cached;
    }
    // Single flight: a thousand requests arriving together share one round of checks.
    this.inFlight ??= this.compute().finally(() => {
      this.inFlight = undefined;
    });
    await this.inFlight;
    return this.cached!;
  }

  private async compute(): Promise<HealthReport> {
    const answers = await Promise.all(SERVICE_NAMES.map((name) => this.ask(name)));
    const byService = Object.fromEntries(
      SERVICE_NAMES.map((name, i) => [name, answers[i]]),
    ) as Record<ServiceName, ServiceHealthReport | { error: string; latencyMs: number }>;
    const reachable = Object.values(byService).filter(
      (a): a is ServiceHealthReport => 'checks' in a,
    );
    const dependency = (check: string, owner: ServiceName): ComponentHealth => {
      const answer = byService[owner];
      return 'checks' in answer
        ? (answer.checks[check] ?? { status: 'down', detail: `${owner} did not report ${check}` })
        : { status: 'down', detail: `unknown: ${owner} is unreachable` };
    };
    const noService: ComponentHealth = {
      status: 'down',
      detail: 'no service reachable to report it',
    };

    const services = {
      gateway: { status: 'ok' },
      ...Object.fromEntries(
        SERVICE_NAMES.map((name) => {
          const answer = byService[name];
          const health: ComponentHealth =
            'checks' in answer
              ? {
                  status: answer.status,
                  latencyMs: answer.checks.database?.latencyMs,
                  ...(answer.features ? { features: answer.features } : {}),
                  ...(answer.pending ? { pending: answer.pending } : {}),
                }
              : { status: 'down', latencyMs: answer.latencyMs, detail: answer.error };
          return [name, name === 'identity' ? withSignInNote(health) : health];
        }),
      ),
      database: worst(reachable.map((r) => r.checks.database).filter(Boolean), noService),
      transport: worst(reachable.map((r) => r.checks.transport).filter(Boolean), noService),
      openai: dependency('openai', 'paper-generation'),
      razorpay: dependency('razorpay', 'payments'),
    } as Record<PlatformComponent, ComponentHealth>;

    const report: HealthReport = {
      status: platformStatus(services),
      checkedAt: new Date(this.now()).toISOString(),
      services,
    };
    this.cached = { report, json: JSON.stringify(report), at: this.now() };
    this.checks.record(report);
    return report;
  }

  private async ask(
    name: ServiceName,
  ): Promise<ServiceHealthReport | { error: string; latencyMs: number }> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.clients[name].health(this.options.serviceTimeoutMs),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${this.options.serviceTimeoutMs} ms`)),
            this.options.serviceTimeoutMs,
          );
        }),
      ]);
    } catch (error) {
      return {
        error: error instanceof Error ? error.message : String(error),
        latencyMs: Math.round(performance.now() - started),
      };
    } finally {
      clearTimeout(timer);
    }
  }
}
