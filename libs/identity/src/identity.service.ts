import { ServiceStore } from '@abhyas/event-store';
import type { ServiceDefinition } from '@abhyas/runtime';
import Redis from 'ioredis';
import { AccountsHandler, SIGN_IN_LIMITS } from './application/accounts.handler';
import { accountsProjection } from './application/accounts.projection';
import { seedDemoFamily } from './application/demo-family';
import { FamilyHandler } from './application/family.handler';
import type { AttemptCounter, IdentityRandom, PasswordHasher } from './application/identity.ports';
import { publicFormsProjection } from './application/public-forms.projection';
import { Sessions } from './application/sessions';
import { IdentityModule } from './identity.module';
import { Argon2PasswordHasher } from './infrastructure/argon2-password.hasher';
import { MemoryAttemptCounter, RedisAttemptCounter } from './infrastructure/attempt-counters';
import { cryptoIdentityRandom } from './infrastructure/crypto-identity.random';
import { identityMigrations } from './infrastructure/identity.migrations';
import { IdentityRepository } from './infrastructure/identity.repository';
import { IDENTITY_STREAMS } from './domain/identity.streams';
import { loadOrCreateJwtSecret } from './infrastructure/jwt-secret';

export interface IdentityServiceOptions {
  /** Tests pass a cheap hasher; production uses Argon2id at OWASP parameters. */
  hasher?: PasswordHasher;
  random?: IdentityRandom;
}

const counter = (
  env: Readonly<Record<string, string | undefined>>,
  name: string,
): AttemptCounter =>
  env.REDIS_URL
    ? new RedisAttemptCounter(
        new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }),
        SIGN_IN_LIMITS.windowMs,
        `abhyas:identity:${name}`,
      )
    : new MemoryAttemptCounter(SIGN_IN_LIMITS.windowMs);

/** Identity: accounts, families and sessions (issue 3), and the public site's forms. */
export const createIdentityService = (options: IdentityServiceOptions = {}): ServiceDefinition => ({
  name: 'identity',
  migrations: identityMigrations,
  create: async (context) => {
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
    const sessions = new Sessions(store, repository, context.clock, random, jwtSecret);
    const counters = {
      perAddress: counter(context.env, 'address'),
      failedPerAccount: counter(context.env, 'account'),
    };
    const accounts = new AccountsHandler(
      store,
      repository,
      context.clock,
      random,
      hasher,
      sessions,
      counters,
    );
    const family = new FamilyHandler(store, repository, context.clock, random, hasher, sessions);
    return {
      module: IdentityModule.forContext(context, store, { accounts, family, sessions }),
      start: async () => {
        if (context.env.SEED_DEMO === 'true') {
          await seedDemoFamily(repository, accounts, family, random);
        }
      },
      stop: async () => {
        await counters.perAddress.close();
        await counters.failedPerAccount.close();
      },
    };
  },
});

export const identityService: ServiceDefinition = createIdentityService();
