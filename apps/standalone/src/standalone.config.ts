import path from 'node:path';
import { z } from 'zod';

/** The repository root, from dist/apps/standalone/src or apps/standalone/src alike. */
const repoRoot = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../../..');

export const standaloneConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5020),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_ROOT: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  HEALTH_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  HEALTH_SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
});

export type StandaloneConfig = z.infer<typeof standaloneConfig>;
