import { TEST_MESSAGES, type SaveAnswerResponse } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import type { PendingAnswerStore } from './pending-answer-store';
import { flushOrder, type PendingAnswer } from './pending-answers';

/** The save indicator: Saving…, All answers saved, Offline – answers will be sent, or a problem. */
export type SaveStatus =
  { kind: 'saved' } | { kind: 'saving' } | { kind: 'offline' } | { kind: 'error'; message: string };

export interface AnswerSyncOptions {
  attemptId: string;
  store: PendingAnswerStore;
  send: (entry: PendingAnswer) => Promise<SaveAnswerResponse>;
  now: () => number;
  onStatus: (status: SaveStatus) => void;
  /** The server refused a save because time is up (409). */
  onTimeUp: (message: string) => void;
}

export interface AnswerSync {
  /** Keeps the answer on the device, then sends everything unsent. */
  save(questionId: string, selectedAnswer: string, version: number): Promise<boolean>;
  /** Sends every unsent answer, oldest first; true when none is left. */
  flush(): Promise<boolean>;
}

/**
 * Every answer goes to the device's store first and leaves it only once the server holds that
 * version. Sends run one at a time in the order the answers were given; a network failure
 * stops the round (the rest wait for `flush`, called again when the browser is back online).
 */
export function createAnswerSync(options: AnswerSyncOptions): AnswerSync {
  const { attemptId, store, send, onStatus } = options;
  let chain: Promise<boolean> = Promise.resolve(true);
  let stopped = false;

  async function sendOne(entry: PendingAnswer): Promise<'sent' | 'refused' | 'offline' | 'stop'> {
    try {
      const answer = await send(entry);
      await store.remove(attemptId, entry.questionId, answer.version);
      return 'sent';
    } catch (error) {
      if (error instanceof NetworkError || (error instanceof ApiError && error.status >= 500)) {
        onStatus({ kind: 'offline' });
        return 'offline';
      }
      if (error instanceof ApiError && error.status === 409) {
        stopped = true;
        options.onTimeUp(error.serverMessage ?? TEST_MESSAGES.timeUp);
        return 'stop';
      }
      // Refused for good (e.g. too long): keeping it would block every later answer.
      await store.remove(attemptId, entry.questionId, entry.version);
      onStatus({
        kind: 'error',
        message: error instanceof Error ? error.message : 'An answer could not be saved.',
      });
      return 'refused';
    }
  }

  async function drain(): Promise<boolean> {
    if (stopped) {
      return false;
    }
    const entries = flushOrder(await store.list(attemptId));
    if (entries.length === 0) {
      onStatus({ kind: 'saved' });
      return true;
    }
    onStatus({ kind: 'saving' });
    let refused = false;
    for (const entry of entries) {
      const outcome = await sendOne(entry);
      if (outcome === 'offline' || outcome === 'stop') {
        return false;
      }
      refused ||= outcome === 'refused';
    }
    // Answers given while these were on their way go out in the next round.
    const left = await store.list(attemptId);
    if (left.length > 0) {
      return drain();
    }
    if (!refused) {
      onStatus({ kind: 'saved' });
    }
    return true;
  }

  const flush = (): Promise<boolean> => {
    chain = chain.then(drain, drain);
    return chain;
  };

  return {
    async save(questionId, selectedAnswer, version) {
      await store.put({ attemptId, questionId, selectedAnswer, version, queuedAt: options.now() });
      return flush();
    },
    flush,
  };
}
