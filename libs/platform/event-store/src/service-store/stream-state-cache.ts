import type { AnyStream, StateOf } from '../domain';
import type { RecordedEvent } from '../event-store.types';
import { readStream } from '../read-stream';
import type { SqlExecutor } from '../sql-database';

export interface LoadedStream<State> {
  version: number;
  state: State;
  /** True when the store was read just now; false when a remembered state was trusted. */
  fresh: boolean;
}

const DEFAULT_MAX_STREAMS = 10_000;

/**
 * The last known {version, state} of recently written streams, so a write on a hot stream needs
 * no read (and a fresh read only the events after that version): it costs the same at its
 * millionth event as at its first. Never trusted for correctness: appends still name the
 * expected version, so a stale entry just conflicts, and the store decides again on a fresh read.
 * Least recently used streams are dropped past `maxStreams`.
 */
export class StreamStateCache<Stream extends AnyStream> {
  private readonly streams = new Map<string, { version: number; state: StateOf<Stream> }>();

  constructor(
    readonly stream: Stream,
    private readonly maxStreams = DEFAULT_MAX_STREAMS,
  ) {}

  async load(
    reader: SqlExecutor,
    schema: string,
    streamId: string,
    fresh: boolean,
  ): Promise<LoadedStream<StateOf<Stream>>> {
    const remembered = this.streams.get(streamId);
    if (remembered && !fresh) {
      return { ...remembered, fresh: false };
    }
    const known = remembered ?? {
      version: 0,
      state: this.stream.decider.initialState() as StateOf<Stream>,
    };
    const read = await readStream(reader, schema, streamId, { fromVersion: known.version + 1 });
    if (read.currentVersion < known.version) {
      // The store is behind the cache (a restored database): forget the stream, read it whole.
      this.streams.delete(streamId);
      return this.load(reader, schema, streamId, true);
    }
    const state = foldEvents(this.stream, known.state, read.events);
    this.remember(streamId, read.currentVersion, state);
    return { version: read.currentVersion, state, fresh: true };
  }

  remember(streamId: string, version: number, state: StateOf<Stream>): void {
    this.streams.delete(streamId);
    this.streams.set(streamId, { version, state });
    if (this.streams.size > this.maxStreams) {
      const oldest = this.streams.keys().next();
      if (!oldest.done) {
        this.streams.delete(oldest.value);
      }
    }
  }
}

/** Folds stored events into a state; the log only holds events the store validated on append. */
export const foldEvents = <Stream extends AnyStream>(
  stream: Stream,
  state: StateOf<Stream>,
  events: readonly RecordedEvent[],
): StateOf<Stream> =>
  events.reduce(
    (current, event) =>
      stream.decider.evolve(current, { type: event.type, data: event.data }) as StateOf<Stream>,
    state,
  );
