import type { GenerationJobView } from '@abhyas/contracts';
import { parseServerSentEvents } from '@abhyas/testing';
import { HEARTBEAT, jobProgressFeed } from './job-progress-feed';

const view = (status: GenerationJobView['status'], step: 1 | 2 | 3 | 4): GenerationJobView =>
  ({ success: true, jobId: 'ai-1', status, step }) as unknown as GenerationJobView;

/** The feed's output so far, as text. */
const collect = (feed: NodeJS.ReadableStream) => {
  const seen: string[] = [];
  let ended = false;
  feed.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
  feed.on('end', () => (ended = true));
  return { text: () => seen.join(''), ended: () => ended };
};

describe('a job’s progress feed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the view at once, again on each change only, then ends after the final one', async () => {
    const reads = [
      view('queued', 1),
      view('running', 1),
      view('running', 1),
      view('running', 3),
      view('completed', 4),
    ];
    const feed = jobProgressFeed({
      first: view('queued', 1),
      read: async () => reads.shift(),
      pollMs: 100,
      heartbeatMs: 15_000,
      onError: () => undefined,
    });
    const out = collect(feed);
    await jest.advanceTimersByTimeAsync(1_000);
    const { events } = parseServerSentEvents(out.text());
    expect(events.map((e) => e.id)).toEqual(['queued-1', 'running-1', 'running-3', 'completed-4']);
    expect(out.ended()).toBe(true);
  });

  it('says it is alive every heartbeat while nothing changes, and stops when the caller leaves', async () => {
    let reads = 0;
    const feed = jobProgressFeed({
      first: view('running', 2),
      read: async () => {
        reads += 1;
        return view('running', 2);
      },
      pollMs: 1_000,
      heartbeatMs: 15_000,
      onError: () => undefined,
    });
    const out = collect(feed);
    await jest.advanceTimersByTimeAsync(31_000);
    expect(out.text().split(HEARTBEAT)).toHaveLength(3);
    expect(parseServerSentEvents(out.text()).comments).toEqual(['heartbeat', 'heartbeat']);
    feed.destroy();
    const before = reads;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(reads).toBe(before);
    expect(out.text().split(HEARTBEAT)).toHaveLength(3);
  });

  it('ends when the job is gone, and keeps going after a failed read', async () => {
    const errors: unknown[] = [];
    const answers: Array<() => Promise<GenerationJobView | undefined>> = [
      () => Promise.reject(new Error('database restarting')),
      () => Promise.resolve(undefined),
    ];
    const feed = jobProgressFeed({
      first: view('running', 2),
      read: () => answers.shift()!(),
      pollMs: 100,
      heartbeatMs: 15_000,
      onError: (error) => errors.push(error),
    });
    const out = collect(feed);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(errors).toHaveLength(1);
    expect(out.ended()).toBe(true);
  });

  it('sends a finished job once and ends', async () => {
    const out = collect(
      jobProgressFeed({
        first: view('failed', 2),
        read: () => Promise.reject(new Error('never read')),
        pollMs: 100,
        heartbeatMs: 15_000,
        onError: () => undefined,
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(parseServerSentEvents(out.text()).events.map((e) => e.id)).toEqual(['failed-2']);
    expect(out.ended()).toBe(true);
  });
});
