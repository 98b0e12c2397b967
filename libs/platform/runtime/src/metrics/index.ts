export {
  createMetricsRegistry,
  processMetricsRegistry,
  type MetricsRegistryOptions,
} from './metrics-registry';
export { getOrCreateCounter, getOrCreateHistogram } from './get-or-create-metric';
export {
  METRICS_PATH,
  startMetricsServer,
  type MetricsServer,
  type MetricsServerOptions,
} from './metrics-server';
export {
  CONSUMER_BACKLOG_METRIC,
  CONSUMER_LAG_METRIC,
  DEAD_LETTERS_METRIC,
  registerBusMetrics,
} from './bus-metrics';
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
