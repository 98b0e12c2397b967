import { defineIntegrationEvent } from '@abhyas/contracts';
import { z } from 'zod';
import { defineEvents, defineStream, publish, type EventOf } from '../src/domain';
import { defineProjection } from '../src/service-store/define-projection';

/** A tiny stream for the store's own tests: a counter that caps, publishing when it does. */
export const counterCappedV1 = defineIntegrationEvent(
  'identity',
  'counter-capped.v1',
  z.object({ counterId: z.string(), at: z.number().int() }),
);

export const counterEvents = defineEvents({
  Incremented: z.object({ counterId: z.string(), by: z.number().int().positive() }),
  Capped: z.object({ counterId: z.string(), at: z.number().int() }),
});
export type CounterEvent = EventOf<typeof counterEvents>;
export type CounterCommand = { type: 'Increment'; counterId: string; by: number; cap: number };
export type CounterState = { value: number; capped: boolean };

export class CapReached extends Error {}

export const counterStream = defineStream({
  type: 'counter',
  events: counterEvents,
  publishes: {
    Capped: (data) => publish(counterCappedV1, data.counterId, data),
  },
  decider: {
    initialState: (): CounterState => ({ value: 0, capped: false }),
    evolve: (state: CounterState, event: CounterEvent): CounterState => {
      switch (event.type) {
        case 'Incremented':
          return { ...state, value: state.value + event.data.by };
        case 'Capped':
          return { ...state, capped: true };
      }
    },
    decide: (command: CounterCommand, state: CounterState): CounterEvent[] => {
      if (state.capped) {
        throw new CapReached('counter is capped');
      }
      const { counterId } = command;
      const next = state.value + command.by;
      return next >= command.cap
        ? [
            { type: 'Incremented', data: { counterId, by: command.cap - state.value } },
            { type: 'Capped', data: { counterId, at: command.cap } },
          ]
        : [{ type: 'Incremented', data: { counterId, by: command.by } }];
    },
  },
});

export const counterTotalsMigration = {
  id: 101,
  name: 'counter totals',
  sql: `create table {{schema}}.counter_totals (counter_id text primary key, value int not null, capped boolean not null default false)`,
};

/** A read model of each counter's value, with typed handlers. */
export const counterTotalsProjection = (schema: string) =>
  defineProjection({
    name: 'counter-totals',
    streams: [counterStream],
    handlers: {
      Incremented: async (tx, event) => {
        await tx.query(
          `insert into ${schema}.counter_totals (counter_id, value) values ($1, $2)
           on conflict (counter_id) do update set value = ${schema}.counter_totals.value + excluded.value`,
          [event.data.counterId, event.data.by],
        );
      },
      Capped: async (tx, event) => {
        await tx.query(`update ${schema}.counter_totals set capped = true where counter_id = $1`, [
          event.data.counterId,
        ]);
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.counter_totals`);
    },
  });

export const counterMovesMigration = {
  id: 102,
  name: 'counter moves',
  sql: `create table {{schema}}.counter_moves (counter_id text not null, version int not null,
    by int not null check (by < 500), primary key (counter_id, version))`,
};

/**
 * The same totals, and each move with its stream version, written as statements the append
 * carries (`ProjectionStatement`). A move of 500 or more breaks the moves table's check, so a
 * test can see a carried write fail.
 */
export const counterStatementsProjection = (schema: string) =>
  defineProjection({
    name: 'counter-statements',
    streams: [counterStream],
    handlers: {},
    statements: {
      Incremented: ({ data, streamVersion }) => ({
        writes: [
          {
            name: 'total',
            sql: `insert into ${schema}.counter_totals as t (counter_id, value)
              select $1::text, $2::int from claim
              on conflict (counter_id) do update set value = t.value + excluded.value`,
          },
          {
            name: 'move',
            sql: `insert into ${schema}.counter_moves (counter_id, version, by)
              select $1::text, $3::int, $2::int from claim`,
          },
        ],
        params: [data.counterId, data.by, streamVersion],
      }),
      Capped: ({ data }) => ({
        writes: [
          {
            name: 'capped',
            sql: `update ${schema}.counter_totals t set capped = true
              from claim where t.counter_id = $1::text`,
          },
        ],
        params: [data.counterId],
      }),
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.counter_totals, ${schema}.counter_moves`);
    },
  });
