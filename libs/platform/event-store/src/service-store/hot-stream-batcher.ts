import type { AnyStream, CommandOf, Decider, EventsOf, StateOf } from '../domain';
import type { SqlExecutor } from '../sql-database';
import {
  appendDecided,
  runCommand,
  type Answered,
  type AnsweredOptions,
  type CommandTarget,
  type Handled,
  type InTransaction,
} from './run-command';
import type { RecordedEventOf } from './typed-events';

/** The most commands one group commit takes, so one transaction stays short. */
const MAX_BATCH = 64;

interface Waiting<Stream extends AnyStream, Answer> {
  key: string;
  command: CommandOf<Stream>;
  options: AnsweredOptions<Stream, Answer>;
  resolve(outcome: Handled<Stream> | Answered<Answer>): void;
  reject(error: unknown): void;
}

interface Decided<Stream extends AnyStream, Answer> {
  entry: Waiting<Stream, Answer>;
  events: readonly { type: string; data: unknown }[];
  state: unknown;
}

/**
 * Group commit for hot streams. Commands on one stream run one batch at a time, in arrival
 * order; everything that queued while a batch was writing is decided in order on the evolving
 * state and appended as one multi-event append in one transaction, so a stream with many
 * writers costs one round trip set per batch rather than per command.
 *
 * Each command keeps its own outcome: a refusal decided on a just-read state is that command's
 * answer alone. Anything the batch cannot settle safely (a state that was only remembered and
 * refused something, a conflict, a racing duplicate, an earlier answer to look up) sends every
 * command of the batch down the single-command path, with its full retry rules.
 */
export class HotStreamBatcher {
  private readonly queues = new Map<string, Waiting<AnyStream, unknown>[]>();

  constructor(
    private readonly db: SqlExecutor,
    private readonly inTransaction: InTransaction,
    private readonly target: CommandTarget,
  ) {}

  submit<Stream extends AnyStream, Answer>(
    stream: Stream,
    key: string,
    command: CommandOf<Stream>,
    options: AnsweredOptions<Stream, Answer>,
  ): Promise<Handled<Stream> | Answered<Answer>> {
    const streamId = stream.streamId(key);
    return new Promise((resolve, reject) => {
      const entry = { key, command, options, resolve, reject } as Waiting<AnyStream, unknown>;
      const queue = this.queues.get(streamId);
      if (queue) {
        queue.push(entry);
        return;
      }
      this.queues.set(streamId, [entry]);
      void this.drain(stream, streamId);
    });
  }

  private async drain(stream: AnyStream, streamId: string): Promise<void> {
    const queue = this.queues.get(streamId)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      await this.runBatch(stream, streamId, batch);
    }
    this.queues.delete(streamId);
  }

  private async runBatch(
    stream: AnyStream,
    streamId: string,
    batch: Waiting<AnyStream, unknown>[],
  ): Promise<void> {
    if (batch.length > 1 && (await this.tryGroupCommit(stream, streamId, batch))) {
      return;
    }
    for (const entry of batch) {
      await runCommand(
        this.db,
        this.inTransaction,
        this.target,
        stream,
        entry.key,
        entry.command,
        entry.options,
      ).then(entry.resolve, entry.reject);
    }
  }

  /** True when the whole batch was settled in one append; false to run it one by one. */
  private async tryGroupCommit(
    stream: AnyStream,
    streamId: string,
    batch: Waiting<AnyStream, unknown>[],
  ): Promise<boolean> {
    const cache = batch[0].options.cache;
    if (!cache || batch.some((entry) => entry.options.cache !== cache)) {
      return false;
    }
    try {
      for (const entry of batch) {
        if ((await entry.options.answeredBy(1)) !== undefined) {
          return false;
        }
      }
      const loaded = await cache.load(this.db, this.target.schema, streamId, false);
      const decider = stream.decider as Decider<unknown, { type: string; data: unknown }, unknown>;
      let state: unknown = loaded.state;
      const decided: Decided<AnyStream, unknown>[] = [];
      const refused: Array<{ entry: Waiting<AnyStream, unknown>; error: unknown }> = [];
      for (const entry of batch) {
        try {
          const events = decider.decide(entry.command, state);
          state = events.reduce((current, event) => decider.evolve(current, event), state);
          decided.push({ entry, events, state });
        } catch (error) {
          if (!loaded.fresh || entry.options.decideAgainIf?.(error)) {
            return false;
          }
          refused.push({ entry, error });
        }
      }
      const events = decided.flatMap((item) => item.events);
      const appended =
        events.length === 0
          ? undefined
          : await appendDecided(
              this.db,
              this.inTransaction,
              this.target,
              stream,
              streamId,
              loaded.version,
              events,
              loaded.state,
              batch[0].options.metadata,
            );
      const version = appended?.nextExpectedVersion ?? loaded.version;
      cache.remember(streamId, version, state);
      let offset = 0;
      for (const item of decided) {
        const own = (appended?.events ?? []).slice(offset, offset + item.events.length);
        offset += item.events.length;
        const handled: Handled<AnyStream> = {
          // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the stream's own state type
          state: item.state as StateOf<AnyStream>,
          events: own as RecordedEventOf<EventsOf<AnyStream>>[],
          version: own.length > 0 ? own[own.length - 1].streamVersion : loaded.version,
        };
        item.entry.resolve(handled);
      }
      for (const { entry, error } of refused) {
        entry.reject(error);
      }
      return true;
    } catch {
      // A conflict, a racing duplicate or any failure of the shared append: nothing of the
      // batch was written, and each command now takes the single path with its own retries.
      return false;
    }
  }
}
