import { positiveInt, redisPrefix, redisUrl, requiredString } from '@abhyas/runtime';
import { z } from 'zod';

/** Identity's settings; `createIdentityService` refuses to start on any problem, naming it. */
export const identityConfig = z
  .object({
    NODE_ENV: z.string().optional(),
    /**
     * The key of every PIN's HMAC. Required in production, where it must live outside the
     * database (a Secret); elsewhere generated at first start and kept in `platform_secrets`.
     * Changing it invalidates every PIN (parents reset them).
     */
    PIN_PEPPER: requiredString(32).optional(),
    /** Shared limit counters when set (several replicas); in process memory otherwise. */
    REDIS_URL: redisUrl().optional(),
    REDIS_STREAM_PREFIX: redisPrefix().default('abhyas'),
    /** Accounts one client address may create per hour. */
    SIGN_UP_PER_ADDRESS_PER_HOUR: positiveInt().default(5),
    /** `check-email` and `check-mobile` calls per client address per hour (the wizard's). */
    AVAILABILITY_CHECKS_PER_ADDRESS_PER_HOUR: positiveInt().default(120),
    /**
     * Student sign-ins per client address per 15 minutes: raise it for a school whose whole
     * lab signs in from one address on exam morning (wrong PINs have their own budget).
     */
    STUDENT_SIGN_INS_PER_ADDRESS_PER_15_MIN: positiveInt().default(600),
    /** Wrong student PINs (any children, unknown usernames too) per client address per hour. */
    STUDENT_PIN_FAILURES_PER_ADDRESS_PER_HOUR: positiveInt().default(30),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.PIN_PEPPER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PIN_PEPPER'],
        message:
          'is required when NODE_ENV=production: at least 32 random characters (e.g. `openssl rand -base64 48`), kept outside the database and never changed once PINs exist',
      });
    }
  });

export type IdentityConfig = z.output<typeof identityConfig>;
