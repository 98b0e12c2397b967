export * from './create-gateway-app';
export * from './clients/service-client';
export * from './clients/in-process-service-client';
export * from './clients/http-service-client';
export * from './health/health-aggregator';
export * from './rate-limit/rate-limiter';
export * from './rate-limit/memory-rate-limiter';
export * from './rate-limit/redis-rate-limiter';
