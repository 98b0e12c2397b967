// The one list of services: standalone, the gateway, health, the distributed launcher, eslint's
// scopes and the deploy specs (compose, k8s) all derive from it. This file imports nothing:
// tools/service-names.cjs compiles and evaluates it alone, for the tools that run unbuilt.

/** The seven services behind the gateway, in the order their ports are assigned (5101..5107). */
export const SERVICE_NAMES = [
  'identity',
  'paper-generation',
  'test-attempt',
  'credits-ledger',
  'explanations',
  'payments',
  'learning-analytics',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The gateway's port in every shape, unless PORT says otherwise. */
export const GATEWAY_PORT = 5020;

/** Ports on one machine (distributed launcher, compose) are this plus 1..7, in list order. */
export const SERVICE_PORT_BASE = 5100;

/** A service's port on one machine: identity 5101, paper-generation 5102, … */
export const servicePort = (service: ServiceName, base: number = SERVICE_PORT_BASE): number =>
  base + 1 + SERVICE_NAMES.indexOf(service);

/** Database schema (and, distributed, database-name suffix) of each service. */
export const serviceSchema = (service: ServiceName): string => service.replace(/-/g, '_');

/** Topic a service publishes its integration events to. */
export const serviceTopic = (service: ServiceName): string => `${service}.events`;
