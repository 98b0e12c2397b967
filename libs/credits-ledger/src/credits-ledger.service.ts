import { randomUUID } from 'node:crypto';
import { EventStore } from '@abhyas/event-store';
import { loadConfig, positiveInt, type ServiceDefinition } from '@abhyas/runtime';
import { z } from 'zod';
import { CreditsQueries } from './application/credits.queries';
import { LedgerConsumers } from './application/ledger-consumers';
import { LedgerRecords } from './application/ledger-records';
import { LedgerHandler } from './application/ledger.handler';
import { ledgerProjection } from './application/ledger.projection';
import { ReservationExpiry } from './application/reservation-expiry';
import { CreditsLedgerModule } from './credits-ledger.module';
import { creditsLedgerMigrations } from './infrastructure/credits-ledger.migrations';

const ledgerConfig = z.object({
  /** How often open reservations are checked for their time-out. */
  CREDITS_EXPIRY_SWEEP_MS: positiveInt().default(5_000),
});

/** Credits ledger: append-only accounts, transfers and reservations (see README.md). */
export const creditsLedgerService: ServiceDefinition = {
  name: 'credits-ledger',
  migrations: creditsLedgerMigrations,
  create: (context) => {
    // A malformed value stops the start with a message naming it, as every variable does.
    const config = loadConfig(ledgerConfig, context.env);
    const events = new EventStore(context.db, context.schema, {
      projections: [ledgerProjection(context.schema)],
    });
    const ledger = new LedgerHandler(events, context.clock, randomUUID);
    const queries = new CreditsQueries(context.db, context.schema, context.clock);
    const expiry = new ReservationExpiry(
      new LedgerRecords(context.db, context.schema),
      ledger,
      context.clock,
      context.logger,
      config.CREDITS_EXPIRY_SWEEP_MS,
    );
    const consumers = new LedgerConsumers(context.bus, ledger, context.logger);
    return {
      module: CreditsLedgerModule.forParts({ ledger, queries }),
      start: async () => {
        await consumers.start();
        expiry.start();
      },
      stop: async () => {
        await expiry.stop();
        await consumers.stop();
      },
    };
  },
};
