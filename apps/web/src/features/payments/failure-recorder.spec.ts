import {
  createFailureRecorder,
  RECORDED_FAILURES_KEY,
  type KeyValueStore,
} from './failure-recorder';

const memoryStore = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
};

describe('createFailureRecorder', () => {
  it('records each order once per session', () => {
    const recorder = createFailureRecorder(memoryStore());
    expect(recorder.claim('order_1')).toBe(true);
    expect(recorder.claim('order_1')).toBe(false);
    expect(recorder.claim('order_2')).toBe(true);
  });

  it('remembers orders across page loads in the same session', () => {
    const store = memoryStore();
    expect(createFailureRecorder(store).claim('order_1')).toBe(true);
    expect(JSON.parse(store.data.get(RECORDED_FAILURES_KEY) ?? '[]')).toEqual(['order_1']);
    expect(createFailureRecorder(store).claim('order_1')).toBe(false);
  });

  it('works without storage and survives a corrupt entry', () => {
    const memoryOnly = createFailureRecorder(null);
    expect(memoryOnly.claim('order_1')).toBe(true);
    expect(memoryOnly.claim('order_1')).toBe(false);

    const store = memoryStore();
    store.data.set(RECORDED_FAILURES_KEY, '{not json');
    const recorder = createFailureRecorder(store);
    expect(recorder.claim('order_9')).toBe(true);
    expect(recorder.claim('order_9')).toBe(false);
  });

  it('keeps working when storage throws', () => {
    const recorder = createFailureRecorder({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(recorder.claim('order_1')).toBe(true);
    expect(recorder.claim('order_1')).toBe(false);
  });
});
