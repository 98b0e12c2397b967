import {
  PLATFORM_COMPONENTS,
  type HealthCheckRecord,
  type HealthHistoryReport,
  type HealthReport,
  type PlatformComponent,
} from '@abhyas/contracts';

/** Checks kept per component: at the default 5 s cache, about the last minute and a half of polling. */
export const HEALTH_HISTORY_SIZE = 20;

const keepLast = <T>(list: T[], item: T, size: number): void => {
  list.push(item);
  if (list.length > size) {
    list.shift();
  }
};

const changesIn = (checks: readonly HealthCheckRecord[]): number =>
  checks.reduce(
    (changes, check, index) =>
      index > 0 && check.status !== checks[index - 1].status ? changes + 1 : changes,
    0,
  );

/**
 * The last N real checks of each component, recorded when the aggregator computes a report (a
 * cached answer records nothing, so polling browsers cost it nothing).
 */
export class HealthHistory {
  private readonly platform: HealthHistoryReport['platform'] = [];
  private readonly components = new Map<PlatformComponent, HealthCheckRecord[]>(
    PLATFORM_COMPONENTS.map((component) => [component, []]),
  );

  constructor(private readonly size: number = HEALTH_HISTORY_SIZE) {}

  record(report: HealthReport): void {
    const { checkedAt } = report;
    keepLast(this.platform, { checkedAt, status: report.status }, this.size);
    for (const [component, checks] of this.components) {
      const { status, latencyMs, detail } = report.services[component];
      keepLast(
        checks,
        {
          checkedAt,
          status,
          ...(latencyMs === undefined ? {} : { latencyMs }),
          ...(detail === undefined ? {} : { detail }),
        },
        this.size,
      );
    }
  }

  report(): HealthHistoryReport {
    const components = {} as HealthHistoryReport['components'];
    for (const [component, checks] of this.components) {
      components[component] = { changes: changesIn(checks), checks: [...checks] };
    }
    return { size: this.size, platform: [...this.platform], components };
  }
}
