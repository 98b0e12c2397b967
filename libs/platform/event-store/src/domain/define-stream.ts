import type { z } from 'zod';
import type { Decider } from './decider';
import type { EventOf, EventSchemas } from './define-events';
import type { OutgoingMessage } from './publication';

/**
 * For each event type, how it leaves the service; types left out stay inside. A publication
 * reads the event's data and, when the integration shape needs more, the stream's state just
 * after the event.
 */
export type Publications<Schemas extends EventSchemas, State = unknown> = {
  [Type in keyof Schemas & string]?: (
    data: z.output<Schemas[Type]>,
    state: State,
  ) => OutgoingMessage;
};

/**
 * One kind of stream: its events, its decider, the ids of its streams and which of its events
 * are public. Everything the event store needs to write a command's events, their outbox
 * messages and their projections comes from here, so a handler cannot leave any of them out.
 */
export interface StreamDefinition<
  Schemas extends EventSchemas = EventSchemas,
  Command = unknown,
  State = unknown,
> {
  /** Names the stream kind in logs and errors (`account`, `credit-account`). */
  readonly type: string;
  readonly events: Schemas;
  readonly decider: Decider<Command, EventOf<Schemas>, State>;
  readonly publishes: Publications<Schemas, State>;
  /** The stream id for an entity's key: `<type>-<key>` unless the stream says otherwise. */
  streamId(key: string): string;
}

export interface StreamSpec<Schemas extends EventSchemas, Command, State> {
  type: string;
  events: Schemas;
  decider: Decider<Command, EventOf<Schemas>, State>;
  publishes?: Publications<Schemas, State>;
  streamId?: (key: string) => string;
}

export const defineStream = <Schemas extends EventSchemas, Command, State>(
  spec: StreamSpec<Schemas, Command, State>,
): StreamDefinition<Schemas, Command, State> => ({
  type: spec.type,
  events: spec.events,
  decider: spec.decider,
  publishes: spec.publishes ?? {},
  streamId: spec.streamId ?? ((key) => `${spec.type}-${key}`),
});

/** Any stream definition; `EventsOf` recovers its event union. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStream = StreamDefinition<any, any, any>;

export type EventsOf<Stream> =
  Stream extends StreamDefinition<infer Schemas, infer _C, infer _S> ? EventOf<Schemas> : never;
export type CommandOf<Stream> =
  Stream extends StreamDefinition<infer _E, infer Command, infer _S> ? Command : never;
export type StateOf<Stream> =
  Stream extends StreamDefinition<infer _E, infer _C, infer State> ? State : never;
