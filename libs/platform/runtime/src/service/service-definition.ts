import type { DynamicModule, Type } from '@nestjs/common';
import type { ComponentHealth, ServiceName } from '@abhyas/contracts';
import type { Migration, SqlDatabase } from '@abhyas/event-store';
import type { MessageBus } from '@abhyas/messaging';
import type { Logger } from 'pino';
import type { Policy } from '../policy/define-policy';
import type { Clock } from './clock';
import type { ServiceCaller } from './service-caller';

/** Everything impure a service needs, handed in by the composition root of either shape. */
export interface ServiceContext {
  name: ServiceName;
  /** The service's own schema; every table it touches lives there. */
  schema: string;
  db: SqlDatabase;
  bus: MessageBus;
  logger: Logger;
  clock: Clock;
  env: Readonly<Record<string, string | undefined>>;
  /** Synchronous calls to other services (signed as this service); see ServiceCaller. */
  services: ServiceCaller;
}

/** What a running service contributes to its process: HTTP routes, background work, checks. */
export interface ServiceRuntime {
  /** Nest module holding the service's controllers (none for a service with no features yet). */
  module: Type | DynamicModule;
  /** Reactions to other services' events; the platform subscribes them after `start`. */
  policies?: readonly Policy[];
  /** Relays and timers; started after migrations, before HTTP listens. */
  start?(): Promise<void>;
  /** Stops background work, finishing in-flight handlers. */
  stop?(): Promise<void>;
  /** Extra health checks beyond database and transport (e.g. openai, razorpay). */
  healthChecks?: Record<string, () => Promise<ComponentHealth>>;
}

export interface ServiceDefinition {
  name: ServiceName;
  /**
   * `none` while the service's features are not built: every route it owns at the gateway
   * answers 501 'Not available yet' and its health says so. Removed when its issue lands.
   */
  features?: 'none';
  /**
   * Paths (prefixes or route patterns) of a service whose first features exist but whose others
   * do not yet: each answers 501 'Not available yet', and health says `features: 'partial'`.
   */
  pendingPaths?: readonly string[];
  /** The service's own numbered migrations (ids from 101); the event store's tables come first. */
  migrations: readonly Migration[];
  create(context: ServiceContext): Promise<ServiceRuntime> | ServiceRuntime;
}

/** What a service's health report says of its features: nothing once every route is built. */
export const featuresOf = (
  definition: ServiceDefinition,
): { features: 'none' | 'partial'; pending?: readonly string[] } | undefined => {
  if (definition.features === 'none') {
    return { features: 'none' };
  }
  return definition.pendingPaths?.length
    ? { features: 'partial', pending: definition.pendingPaths }
    : undefined;
};
