import {
  PLATFORM_COMPONENTS,
  type ComponentHealth,
  type ComponentStatus,
  type HealthReport,
  type PlatformComponent,
  type PlatformStatus,
} from '@abhyas/contracts';

/** A report with every component `ok` except the overrides. */
export function healthReport(
  status: PlatformStatus,
  overrides: Partial<Record<PlatformComponent, ComponentStatus>> = {},
  checkedAt = '2026-11-22T05:30:00.000Z',
): HealthReport {
  const services = Object.fromEntries(
    PLATFORM_COMPONENTS.map((name): [PlatformComponent, ComponentHealth] => [
      name,
      { status: overrides[name] ?? 'ok' },
    ]),
  ) as Record<PlatformComponent, ComponentHealth>;
  return { status, checkedAt, services };
}
