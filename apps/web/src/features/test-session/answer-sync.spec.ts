import { TEST_MESSAGES, type SaveAnswerResponse } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import { createAnswerSync, type SaveStatus } from './answer-sync';
import { memoryAnswerStore } from './pending-answer-store';
import type { PendingAnswer } from './pending-answers';

const ok = (version: number): SaveAnswerResponse => ({
  success: true,
  saved: true,
  version,
  serverNow: '2026-11-25T10:00:00.000Z',
});

function harness() {
  const store = memoryAnswerStore();
  const sent: string[] = [];
  const statuses: SaveStatus['kind'][] = [];
  const timeUp: string[] = [];
  let online = true;
  let clock = 0;
  let refuse: ApiError | null = null;
  const sync = createAnswerSync({
    attemptId: 'att',
    store,
    now: () => (clock += 1),
    send: async (entry: PendingAnswer) => {
      if (!online) {
        throw new NetworkError('Could not reach the server.', false, 'r');
      }
      if (refuse) {
        throw refuse;
      }
      sent.push(`${entry.questionId}@${entry.version}`);
      return ok(entry.version);
    },
    onStatus: (status) => statuses.push(status.kind),
    onTimeUp: (message) => timeUp.push(message),
  });
  return {
    store,
    sync,
    sent,
    statuses,
    timeUp,
    setOnline: (value: boolean) => (online = value),
    refuseWith: (error: ApiError | null) => (refuse = error),
  };
}

describe('answer sync', () => {
  it('sends an answer and forgets it once the server holds it', async () => {
    const h = harness();
    expect(await h.sync.save('q1', 'B', 1)).toBe(true);
    expect(h.sent).toEqual(['q1@1']);
    expect(await h.store.list('att')).toEqual([]);
    expect(h.statuses).toEqual(['saving', 'saved']);
  });

  it('keeps answers on the device while offline, only the newest per question', async () => {
    const h = harness();
    h.setOnline(false);
    expect(await h.sync.save('q2', 'A', 1)).toBe(false);
    await h.sync.save('q1', 'x', 1);
    await h.sync.save('q2', 'C', 2);
    expect(h.statuses.at(-1)).toBe('offline');
    expect((await h.store.list('att')).map((e) => `${e.questionId}@${e.version}`).sort()).toEqual([
      'q1@1',
      'q2@2',
    ]);

    h.setOnline(true);
    expect(await h.sync.flush()).toBe(true);
    // In the order given: q2's entry was first queued before q1's, then replaced by version 2.
    expect(h.sent).toEqual(['q1@1', 'q2@2']);
    expect(await h.store.list('att')).toEqual([]);
    expect(h.statuses.at(-1)).toBe('saved');
  });

  it('stops and reports time up when the server refuses with 409', async () => {
    const h = harness();
    h.refuseWith(new ApiError(409, 'Conflict', TEST_MESSAGES.timeUp, null, 'r'));
    expect(await h.sync.save('q1', 'B', 1)).toBe(false);
    expect(h.timeUp).toEqual([TEST_MESSAGES.timeUp]);
    h.refuseWith(null);
    expect(await h.sync.flush()).toBe(false);
    expect(h.sent).toEqual([]);
  });

  it('drops an answer the server refuses for good and reports it', async () => {
    const h = harness();
    h.refuseWith(new ApiError(400, 'Bad Request', TEST_MESSAGES.answerTooLong, null, 'r'));
    await h.sync.save('q1', 'long', 1);
    expect(h.statuses).toContain('error');
    expect(await h.store.list('att')).toEqual([]);
  });

  it('treats a server error like the network: keeps the answer to send again', async () => {
    const h = harness();
    h.refuseWith(new ApiError(503, 'Unavailable', null, null, 'r'));
    await h.sync.save('q1', 'B', 1);
    expect(await h.store.list('att')).toHaveLength(1);
    h.refuseWith(null);
    expect(await h.sync.flush()).toBe(true);
    expect(h.sent).toEqual(['q1@1']);
  });
});
