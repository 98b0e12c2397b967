export {
  createMetricsRegistry,
  processMetricsRegistry,
  type MetricsRegistryOptions,
} from './metrics-registry';
export { getOrCreateCounter, getOrCreateHistogram } from './get-or-create-metric';
export {
  HTTP_REQUEST_DURATION_METRIC,
  registerFastifyMetrics,
  type FastifyMetricsOptions,
} from './fastify-metrics';
export {
  BUSINESS_EVENTS_METRIC,
  createBusinessEventCounter,
  type BusinessEventCounter,
} from './business-event.counter';
