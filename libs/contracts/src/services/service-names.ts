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

/** Database schema (and, distributed, database-name suffix) of each service. */
export const serviceSchema = (service: ServiceName): string => service.replace(/-/g, '_');

/** Topic a service publishes its integration events to. */
export const serviceTopic = (service: ServiceName): string => `${service}.events`;
