import { ServiceStore } from '@abhyas/event-store';
import { createWindowCounters, loadConfig, type ServiceDefinition } from '@abhyas/runtime';
import { AccountsHandler } from './application/accounts.handler';
import { accountsProjection } from './application/accounts.projection';
import { AddressLimits } from './application/address-limits';
import { BackgroundMail } from './application/background-mail';
import { seedDemoFamily } from './application/demo-family';
import { DevOutbox } from './application/dev-outbox';
import { FamilyHandler } from './application/family.handler';
import type { IdentityRandom, PasswordHasher, PinHasher } from './application/identity.ports';
import { PasswordResetHandler } from './application/password-reset.handler';
import { publicFormsProjection } from './application/public-forms.projection';
import { Sessions } from './application/sessions';
import { StudentSignInHandler } from './application/student-sign-in.handler';
import { UnknownUsernameLocks } from './application/unknown-username-locks';
import { IDENTITY_STREAMS } from './domain/identity.streams';
import { IdentityModule } from './identity.module';
import { Argon2PasswordHasher } from './infrastructure/argon2-password.hasher';
import { cryptoIdentityRandom } from './infrastructure/crypto-identity.random';
import { HmacPinHasher } from './infrastructure/hmac-pin.hasher';
import { identityConfig, LOCAL_BASE_URL } from './infrastructure/identity.config';
import { identityMail } from './infrastructure/identity-mail';
import { identityMigrations } from './infrastructure/identity.migrations';
import { IdentityRepository } from './infrastructure/identity.repository';
import { loadOrCreateJwtSecret } from './infrastructure/jwt-secret';
import { loadOrCreatePinPepper } from './infrastructure/pin-pepper';

export interface IdentityServiceOptions {
  /** Tests pass a cheap hasher; production uses Argon2id at OWASP parameters. */
  hasher?: PasswordHasher;
  /** By default the keyed HMAC (PIN_PEPPER), which also checks PINs stored as `hasher` did. */
  pinHasher?: PinHasher;
  random?: IdentityRandom;
}

/** Identity: accounts, families and sessions (issue 3), and the public site's forms. */
export const createIdentityService = (options: IdentityServiceOptions = {}): ServiceDefinition => ({
  name: 'identity',
  migrations: identityMigrations,
  create: async (context) => {
    // A missing PIN_PEPPER in production, or a malformed limit, stops the start naming it.
    const config = loadConfig(identityConfig, context.env);
    const store = new ServiceStore({
      service: 'identity',
      db: context.db,
      schema: context.schema,
      streams: IDENTITY_STREAMS,
      projections: [publicFormsProjection(context.schema), accountsProjection(context.schema)],
    });
    const repository = new IdentityRepository(context.db, context.schema);
    const jwtSecret =
      context.env.JWT_SECRET ?? (await loadOrCreateJwtSecret(context.db, context.schema));
    const random = options.random ?? cryptoIdentityRandom;
    const hasher = options.hasher ?? new Argon2PasswordHasher();
    const pins =
      options.pinHasher ??
      new HmacPinHasher(
        config.PIN_PEPPER ?? (await loadOrCreatePinPepper(context.db, context.schema)),
        hasher,
      );
    const sessions = new Sessions(store, repository, context.clock, random, jwtSecret);
    const counters = createWindowCounters({
      redisUrl: config.REDIS_URL,
      prefix: `${config.REDIS_STREAM_PREFIX}:identity`,
      now: () => context.clock.now().getTime(),
    });
    const limits = new AddressLimits(counters, {
      signUpsPerHour: config.SIGN_UP_PER_ADDRESS_PER_HOUR,
      availabilityChecksPerHour: config.AVAILABILITY_CHECKS_PER_ADDRESS_PER_HOUR,
      studentPinFailuresPerHour: config.STUDENT_PIN_FAILURES_PER_ADDRESS_PER_HOUR,
      studentSignInsPer15Minutes: config.STUDENT_SIGN_INS_PER_ADDRESS_PER_15_MIN,
    });
    const accounts = new AccountsHandler(
      store,
      repository,
      context.clock,
      random,
      hasher,
      pins,
      sessions,
      limits,
    );
    const students = new StudentSignInHandler(
      store,
      repository,
      context.clock,
      pins,
      sessions,
      limits,
      new UnknownUsernameLocks(counters),
    );
    const family = new FamilyHandler(store, repository, context.clock, random, pins, sessions);
    const mail = identityMail(config, context.clock);
    const mailing = new BackgroundMail(mail.sender, context.logger);
    const resets = new PasswordResetHandler(
      store,
      repository,
      context.clock,
      random,
      hasher,
      sessions,
      limits,
      mailing,
      config.PUBLIC_BASE_URL ?? LOCAL_BASE_URL,
    );
    const outbox = new DevOutbox(mail.shownOutbox);
    return {
      module: IdentityModule.forContext(context, store, {
        accounts,
        students,
        family,
        sessions,
        resets,
        outbox,
      }),
      start: async () => {
        if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
          context.logger.warn('SMTP_URL is not set: password reset links are not mailed to anyone');
        }
        if (context.env.SEED_DEMO === 'true') {
          await seedDemoFamily(repository, accounts, family, random);
        }
      },
      stop: async () => {
        await mailing.drain();
        mail.close();
        await counters.close();
      },
    };
  },
});

export const identityService: ServiceDefinition = createIdentityService();
