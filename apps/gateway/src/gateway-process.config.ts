import { GATEWAY_PORT, SERVICE_NAMES } from '@abhyas/contracts';
import {
  DEFAULT_METRICS_PORT,
  LOG_LEVELS,
  oneOf,
  port,
  positiveInt,
  redisPrefix,
  redisUrl,
  serviceUrlMap,
  trustProxy,
} from '@abhyas/runtime';
import { z } from 'zod';

export const gatewayProcessConfig = z.object({
  PORT: port().default(GATEWAY_PORT),
  HOST: z.string().default('0.0.0.0'),
  /** Prometheus scrapes `/metrics` here; the public PORT refuses it. */
  METRICS_PORT: port().default(DEFAULT_METRICS_PORT),
  /** `identity=http://127.0.0.1:5101,paper-generation=http://…`: every service's base URL. */
  SERVICE_URLS: serviceUrlMap().refine(
    (urls) => SERVICE_NAMES.every((name) => name in urls),
    `must name a URL for each of ${SERVICE_NAMES.join(', ')}`,
  ),
  REDIS_URL: redisUrl().optional(),
  /** Every Redis key of this install starts with it (the rate-limit counters here). */
  REDIS_STREAM_PREFIX: redisPrefix().default('abhyas'),
  RATE_LIMIT_PER_MINUTE: positiveInt().default(600),
  HEALTH_CACHE_MS: positiveInt().default(5000),
  HEALTH_SERVICE_TIMEOUT_MS: positiveInt().default(2000),
  WEB_ROOT: z.string().optional(),
  /** The proxies (the ingress) whose X-Forwarded-For/-Proto are believed; unset: nobody. */
  TRUST_PROXY: trustProxy().optional(),
  /** Verifies access tokens; identity must sign with the same secret. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Signs principal headers to services; derived from JWT_SECRET when unset. */
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
});
