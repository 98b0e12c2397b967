import { Readable } from 'node:stream';
import { AI_JOB_EVENT, isFinished, type GenerationJobView } from '@abhyas/contracts';
import { PollingLoop } from '@abhyas/event-store';

export interface JobProgressFeedOptions {
  /** The job as the caller may see it, read once already (so a refusal is an ordinary 404). */
  first: GenerationJobView;
  /** The job again; undefined once it is gone (the child was deleted). */
  read: () => Promise<GenerationJobView | undefined>;
  pollMs: number;
  heartbeatMs: number;
  onError: (error: unknown) => void;
}

/** One server-sent event: the job's view, as `GET /api/generate/jobs/{jobId}` answers it. */
export const progressEvent = (view: GenerationJobView): string =>
  `event: ${AI_JOB_EVENT}\nid: ${view.status}-${view.step}\ndata: ${JSON.stringify(view)}\n\n`;

/** A comment line: EventSource ignores it, and a proxy sees the connection in use. */
export const HEARTBEAT = ': heartbeat\n\n';

const changeOf = (view: GenerationJobView) => `${view.status}|${view.step}`;

/**
 * A job's progress as `text/event-stream`: its view at once, then again each time its status or
 * step changes, ending after the completed or failed one. The job's row is read every `pollMs`
 * on the platform's polling loop (a primary-key read; the worker reports to whichever replica
 * it reaches, so a replica cannot wait for its own writes). A heartbeat comment goes out every
 * `heartbeatMs`; a caller who goes away destroys the stream, which stops both timers.
 */
export const jobProgressFeed = (options: JobProgressFeedOptions): Readable => {
  let last = changeOf(options.first);
  const timers: { heartbeat?: NodeJS.Timeout } = {};
  const loop = new PollingLoop({
    intervalMs: options.pollMs,
    onError: options.onError,
    pass: async () => {
      const view = await options.read();
      if (feed.destroyed) {
        return;
      }
      if (!view) {
        end();
        return;
      }
      if (changeOf(view) !== last) {
        last = changeOf(view);
        feed.push(progressEvent(view));
      }
      if (isFinished(view.status)) {
        end();
      }
    },
  });
  const stop = () => {
    clearInterval(timers.heartbeat);
    void loop.stop();
  };
  const end = () => {
    stop();
    feed.push(null);
  };
  const feed = new Readable({
    read: () => undefined,
    destroy: (error, done) => {
      stop();
      done(error);
    },
  });
  feed.push(progressEvent(options.first));
  if (isFinished(options.first.status)) {
    feed.push(null);
    return feed;
  }
  timers.heartbeat = setInterval(() => feed.push(HEARTBEAT), options.heartbeatMs);
  timers.heartbeat.unref();
  loop.start();
  return feed;
};
