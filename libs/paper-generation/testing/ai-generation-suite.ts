import {
  serviceTopic,
  type GenerationJobAccepted,
  type GenerationJobView,
} from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';
import type { Principal } from '@abhyas/runtime';
import {
  childAddedMessage,
  eventually,
  startFakeOpenAi,
  type FakeOpenAi,
  type TestDatabaseFactory,
} from '@abhyas/testing';
import type { GenerationWorker } from '../src/worker/generation-worker';
import { aiTestEnv, testWorker } from './ai-generation-harness';
import { asParent, ReservationLedger, usePaperGeneration } from './paper-generation-test-client';
import { class8MathsChapterWise } from './paper-forms';

export const AI_SCHEMA = 'paper_generation';
export const AI_DEADLINE_MS = 6_000;
export const meera = asParent('parent-meera');
export const ravi = asParent('parent-ravi');

/** A chapter-wise CBSE class 8 maths form (20 marks, two chapters) for an AI paper. */
export const cbseForm = (extra: Record<string, unknown> = {}) =>
  class8MathsChapterWise({ title: 'Squares and numbers', ...extra });

/**
 * paper-generation with AI generation on, a worker asking a fake OpenAI server, and a ledger
 * that holds reservations: Meera (200 credits, children Asha and Esha) and Ravi (5 credits,
 * child Kiran). The fake is reset to answer well before each test; a test may swap the worker.
 */
export const useAiGenerationSuite = (factory: TestDatabaseFactory) => {
  const ledger = new ReservationLedger({ 'parent-meera': 200, 'parent-ravi': 5 });
  const { suite, call } = usePaperGeneration(factory, {
    env: aiTestEnv(AI_DEADLINE_MS),
    services: ledger,
  });
  const held: { fake?: FakeOpenAi; worker?: GenerationWorker } = {};

  const generate = (body: unknown, as = meera, path = '/api/generate/generate-paper') =>
    call<GenerationJobAccepted & Record<string, unknown>>('POST', path, { as, body });
  const job = (jobId: string, as: Principal = meera) =>
    call<GenerationJobView>('GET', `/api/generate/jobs/${jobId}`, { as });
  const finished = async (jobId: string) => {
    let view: GenerationJobView | undefined;
    await eventually(async () => {
      view = (await job(jobId)).body;
      expect(['completed', 'failed']).toContain(view.status);
    }, 20_000);
    return view!;
  };
  const jobEvents = async (jobId: string) =>
    (
      await suite.database.db.query<{ type: string; data: Record<string, unknown> }>(
        `select type, data from ${AI_SCHEMA}.events where stream_id = $1 order by stream_version`,
        [`generation-job-${jobId}`],
      )
    ).rows;
  const ledgerCalls = (jobId: string, action: 'commit' | 'release') =>
    ledger.calls.filter(
      (c) => c === `POST /internal/credits/reservations/paper%3A${jobId}/${action}`,
    ).length;
  /** Settled at the ledger: committed once (or released once), never both. */
  const expectSettled = async (jobId: string, status: 'committed' | 'released') => {
    await eventually(async () =>
      expect(ledger.reservations.get(`paper:${jobId}`)?.status).toBe(status),
    );
    const other = status === 'committed' ? 'release' : 'commit';
    expect(ledgerCalls(jobId, status === 'committed' ? 'commit' : 'release')).toBe(1);
    expect(ledgerCalls(jobId, other)).toBe(0);
    // Recorded on the job, so neither a late report nor the sweep asks the ledger again.
    await eventually(async () => {
      const { rows } = await suite.database.db.query<{ settled: boolean }>(
        `select settled from ${AI_SCHEMA}.generation_jobs where job_id = $1`,
        [jobId],
      );
      expect(rows[0]?.settled).toBe(true);
    });
  };
  /** The worker has taken every message it was sent. */
  const idle = () =>
    eventually(async () => {
      const lag = await suite.service.bus.consumerLag();
      expect(lag.filter((l) => l.group === 'generation-worker' && l.eventsBehind > 0)).toEqual([]);
    }, 20_000);
  /** The job's requested message as the outbox published it, to deliver it again. */
  const requestedMessage = async (jobId: string): Promise<BusMessage> => {
    const { rows } = await suite.database.db.query<{
      message_id: string;
      key: string;
      type: string;
      payload: unknown;
    }>(`select message_id, key, type, payload from ${AI_SCHEMA}.outbox where key = $1`, [jobId]);
    const [row] = rows;
    return { id: row.message_id, key: row.key, type: row.type, payload: row.payload, headers: {} };
  };
  const startWorker = async () => {
    held.worker = testWorker(suite.service, held.fake!.url);
    await held.worker.start();
  };

  beforeAll(async () => {
    held.fake = await startFakeOpenAi();
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-kiran', 'parent-ravi'),
      childAddedMessage('child-esha', 'parent-meera'),
    ]);
    await eventually(async () =>
      expect(
        (await call('GET', '/api/papers/parent-meera/child/child-asha', { as: meera })).status,
      ).toBe(200),
    );
    await startWorker();
  });
  afterAll(async () => {
    await held.worker?.stop();
    await held.fake?.close();
  });
  beforeEach(() => {
    const fake = held.fake!;
    fake.mode = 'good';
    fake.slowMs = 60_000;
    fake.reset();
  });

  return {
    suite,
    call,
    ledger,
    generate,
    job,
    finished,
    jobEvents,
    expectSettled,
    idle,
    requestedMessage,
    startWorker,
    /** The fake OpenAI server (started before the first test). */
    get fake(): FakeOpenAi {
      return held.fake!;
    },
    /** The worker now taking jobs; a test that stops it hands over another. */
    get worker(): GenerationWorker {
      return held.worker!;
    },
    set worker(next: GenerationWorker) {
      held.worker = next;
    },
  };
};
