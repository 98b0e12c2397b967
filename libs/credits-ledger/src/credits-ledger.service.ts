import { randomUUID } from 'node:crypto';
import { ServiceStore, type SqlDatabase } from '@abhyas/event-store';
import { loadConfig, positiveInt, type ServiceDefinition } from '@abhyas/runtime';
import { z } from 'zod';
import { CreditsLedgerRepository } from './application/credits-ledger.repository';
import { CreditsQueries } from './application/credits.queries';
import { LedgerHandler } from './application/ledger.handler';
import { ledgerProjection } from './application/ledger.projection';
import { paymentCreditsPolicy } from './application/payment-credits.policy';
import { ReservationExpiry } from './application/reservation-expiry';
import { welcomeBonusPolicy } from './application/welcome-bonus.policy';
import { CreditsLedgerModule } from './credits-ledger.module';
import { creditAccountStream } from './domain/credit-account.stream';
import { creditsLedgerMigrations } from './infrastructure/credits-ledger.migrations';

const ledgerConfig = z.object({
  /** How often open reservations are checked for their time-out. */
  CREDITS_EXPIRY_SWEEP_MS: positiveInt().default(5_000),
});

/** The ledger's write side: its one stream kind and its read models. */
export const creditsLedgerStore = (db: SqlDatabase, schema: string): ServiceStore =>
  new ServiceStore({
    service: 'credits-ledger',
    db,
    schema,
    streams: [creditAccountStream],
    projections: [ledgerProjection(schema)],
  });

/** Credits ledger: append-only accounts, transfers and reservations (see README.md). */
export const creditsLedgerService: ServiceDefinition = {
  name: 'credits-ledger',
  migrations: creditsLedgerMigrations,
  create: (context) => {
    // A malformed value stops the start with a message naming it, as every variable does.
    const config = loadConfig(ledgerConfig, context.env);
    const repository = new CreditsLedgerRepository(context.db, context.schema);
    const ledger = new LedgerHandler(
      creditsLedgerStore(context.db, context.schema),
      repository,
      context.clock,
      randomUUID,
    );
    const expiry = new ReservationExpiry(
      repository,
      ledger,
      context.clock,
      context.logger,
      config.CREDITS_EXPIRY_SWEEP_MS,
    );
    return {
      module: CreditsLedgerModule.forParts({
        ledger,
        queries: new CreditsQueries(repository, context.clock),
      }),
      policies: [welcomeBonusPolicy(ledger), paymentCreditsPolicy(ledger)],
      start: async () => {
        expiry.start();
      },
      stop: async () => {
        await expiry.stop();
      },
    };
  },
};
