import { keepNewest, type PendingAnswer } from './pending-answers';

/** Where unsent answers wait: IndexedDB in the browser, so a reload or a crash loses none. */
export interface PendingAnswerStore {
  /** Keeps the newest version per attempt and question. */
  put(entry: PendingAnswer): Promise<void>;
  list(attemptId: string): Promise<PendingAnswer[]>;
  /** Drops the question's entry if the server now holds `version` or newer. */
  remove(attemptId: string, questionId: string, version: number): Promise<void>;
  clear(attemptId: string): Promise<void>;
}

const keyOf = (attemptId: string, questionId: string) => `${attemptId}\u0000${questionId}`;

/** The same store in memory: for tests, and where the browser offers no IndexedDB. */
export function memoryAnswerStore(): PendingAnswerStore {
  const entries = new Map<string, PendingAnswer>();
  return {
    put: async (entry) => {
      const key = keyOf(entry.attemptId, entry.questionId);
      entries.set(key, keepNewest(entries.get(key), entry));
    },
    list: async (attemptId) => [...entries.values()].filter((e) => e.attemptId === attemptId),
    remove: async (attemptId, questionId, version) => {
      const key = keyOf(attemptId, questionId);
      const stored = entries.get(key);
      if (stored && stored.version <= version) {
        entries.delete(key);
      }
    },
    clear: async (attemptId) => {
      for (const [key, entry] of entries) {
        if (entry.attemptId === attemptId) {
          entries.delete(key);
        }
      }
    },
  };
}

const DB_NAME = 'abhyas-test-session';
const STORE = 'pending-answers';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, {
      keyPath: ['attemptId', 'questionId'],
    });
    store.createIndex('attemptId', 'attemptId');
  };
  return done(request);
}

/**
 * IndexedDB, keyed by attempt and question. If the browser refuses it (private mode, old
 * browser), answers wait in memory instead: they still go out when the network comes back.
 */
export function browserAnswerStore(): PendingAnswerStore {
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (!factory) {
    return memoryAnswerStore();
  }
  const fallback = memoryAnswerStore();
  const database = openDatabase(factory).catch(() => null);

  const withStore = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => Promise<T>,
    orElse: (store: PendingAnswerStore) => Promise<T>,
  ): Promise<T> => {
    const db = await database;
    if (!db) {
      return orElse(fallback);
    }
    const transaction = db.transaction(STORE, mode);
    const result = await work(transaction.objectStore(STORE));
    await finished(transaction);
    return result;
  };

  return {
    put: (entry) =>
      withStore(
        'readwrite',
        async (store) => {
          const stored = (await done(store.get([entry.attemptId, entry.questionId]))) as
            PendingAnswer | undefined;
          await done(store.put(keepNewest(stored, entry)));
        },
        (memory) => memory.put(entry),
      ),
    list: (attemptId) =>
      withStore(
        'readonly',
        async (store) =>
          (await done(store.index('attemptId').getAll(attemptId))) as PendingAnswer[],
        (memory) => memory.list(attemptId),
      ),
    remove: (attemptId, questionId, version) =>
      withStore(
        'readwrite',
        async (store) => {
          const stored = (await done(store.get([attemptId, questionId]))) as
            PendingAnswer | undefined;
          if (stored && stored.version <= version) {
            await done(store.delete([attemptId, questionId]));
          }
        },
        (memory) => memory.remove(attemptId, questionId, version),
      ),
    clear: (attemptId) =>
      withStore(
        'readwrite',
        async (store) => {
          const keys = await done(store.index('attemptId').getAllKeys(attemptId));
          await Promise.all(keys.map((key) => done(store.delete(key))));
        },
        (memory) => memory.clear(attemptId),
      ),
  };
}
