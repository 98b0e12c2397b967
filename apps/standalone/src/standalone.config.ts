import path from 'node:path';
import { GATEWAY_PORT } from '@abhyas/contracts';
import { LOG_LEVELS, oneOf, port, positiveInt, trustProxy } from '@abhyas/runtime';
import { z } from 'zod';

/** The repository root, from dist/apps/standalone/src or apps/standalone/src alike. */
const repoRoot = path.resolve(
  __dirname,
  __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../../..',
);

export const standaloneConfig = z.object({
  PORT: port().default(GATEWAY_PORT),
  HOST: z.string().default('0.0.0.0'),
  /** Serves Prometheus `/metrics` on this port when set; never on PORT. */
  METRICS_PORT: port().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_ROOT: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  RATE_LIMIT_PER_MINUTE: positiveInt().default(600),
  HEALTH_CACHE_MS: positiveInt().default(5000),
  HEALTH_SERVICE_TIMEOUT_MS: positiveInt().default(2000),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  /** Creates the demo family at first start and prints its sign-in details; 'false' skips it. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** A reverse proxy in front (TLS): whose X-Forwarded-For/-Proto are believed; unset: nobody. */
  TRUST_PROXY: trustProxy().optional(),
  /** Optional: otherwise generated at first start and kept in the data folder. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type StandaloneConfig = z.infer<typeof standaloneConfig>;
