import type { ComponentHealth, ServiceFeatures, ServiceHealthReport } from '@abhyas/contracts';
import type { SqlDatabase } from '@abhyas/event-store';
import type { MessageBus } from '@abhyas/messaging';
import { timeBoxed } from './time-boxed';

export const SERVICE_CHECK_TIMEOUT_MS = 1500;

const isFailing = (check: ComponentHealth): boolean =>
  check.status === 'down' || check.status === 'degraded';

/**
 * A service without its database cannot serve (down); without its transport or another
 * dependency it serves but cannot tell others (degraded).
 */
export const checkServiceHealth = async (
  service: string,
  db: SqlDatabase,
  bus: MessageBus,
  extraChecks: Record<string, () => Promise<ComponentHealth>> = {},
  features?: { features: ServiceFeatures; pending?: readonly string[] },
): Promise<ServiceHealthReport> => {
  const probes: Record<string, () => Promise<ComponentHealth | void>> = {
    database: () => db.ping(),
    transport: () => bus.ping(),
    ...extraChecks,
  };
  const entries = await Promise.all(
    Object.entries(probes).map(
      async ([name, probe]) => [name, await timeBoxed(probe, SERVICE_CHECK_TIMEOUT_MS)] as const,
    ),
  );
  const checks = Object.fromEntries(entries);
  const status = isFailing(checks.database)
    ? 'down'
    : Object.values(checks).some(isFailing)
      ? 'degraded'
      : 'ok';
  return { service, status, checks, ...features };
};
