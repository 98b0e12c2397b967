import { SERVICE_NAMES, type ServiceName } from '@abhyas/contracts';
import { z } from 'zod';

/** `identity=http://127.0.0.1:5101,paper-generation=http://...`: one base URL per service. */
const serviceUrls = z.string().transform((value, ctx) => {
  const urls = Object.fromEntries(
    value
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => part.trim())),
  ) as Record<string, string>;
  for (const name of SERVICE_NAMES) {
    if (!urls[name] || !URL.canParse(urls[name])) {
      ctx.addIssue({ code: 'custom', message: `needs a valid URL for ${name} (name=url, comma separated)` });
    }
  }
  return urls as Record<ServiceName, string>;
});

export const gatewayProcessConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5020),
  HOST: z.string().default('0.0.0.0'),
  SERVICE_URLS: serviceUrls,
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  HEALTH_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  HEALTH_SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  WEB_ROOT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
});
