import { GATEWAY_PORT } from '@abhyas/contracts';
import { positiveInt, redisPrefix, redisUrl, requiredString, url } from '@abhyas/runtime';
import { z } from 'zod';

/** Where reset links point when PUBLIC_BASE_URL is unset: the standalone shape on this machine. */
export const LOCAL_BASE_URL = `http://localhost:${GATEWAY_PORT}`;

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
    /**
     * The SMTP relay for password reset mail (`smtp://user:pass@host:587`, `smtps://…:465`).
     * Unset: mail goes to the local outbox, which the standalone shape shows at /dev/outbox.
     */
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    /** The sender of identity's mail. */
    MAIL_FROM: requiredString().default('Abhyas <no-reply@abhyas.in>'),
    /**
     * Where people open the web app (`https://abhyas.in`): reset links point at its
     * /reset-password page. Never taken from a request's Host, which a caller chooses. Unset:
     * the standalone shape's own address (`LOCAL_BASE_URL`); required with SMTP in production.
     */
    PUBLIC_BASE_URL: url().optional(),
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
    if (config.NODE_ENV === 'production' && config.SMTP_URL && !config.PUBLIC_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_BASE_URL'],
        message:
          'is required with SMTP_URL when NODE_ENV=production: the address of the web app that reset links open (e.g. https://abhyas.in)',
      });
    }
  });

export type IdentityConfig = z.output<typeof identityConfig>;
