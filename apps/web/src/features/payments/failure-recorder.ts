export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const RECORDED_FAILURES_KEY = 'abhyas.payment-failures-recorded';

export interface FailureRecorder {
  /** True the first time an order is seen in this browser session; marks it as recorded. */
  claim(orderId: string): boolean;
}

/**
 * Failures are recorded once per order per session (spec 4): the ids live in sessionStorage, so a
 * reload in the same tab does not record the same failed order again; without storage, in memory.
 */
export function createFailureRecorder(store: KeyValueStore | null): FailureRecorder {
  const seen = new Set<string>();
  const read = () => {
    try {
      const parsed: unknown = JSON.parse(store?.getItem(RECORDED_FAILURES_KEY) ?? '[]');
      if (Array.isArray(parsed)) {
        parsed.forEach((id) => typeof id === 'string' && seen.add(id));
      }
    } catch {
      // A corrupt entry only means an order may be recorded twice; the server dedupes as well.
    }
  };
  read();
  return {
    claim(orderId) {
      read();
      if (seen.has(orderId)) {
        return false;
      }
      seen.add(orderId);
      try {
        store?.setItem(RECORDED_FAILURES_KEY, JSON.stringify([...seen]));
      } catch {
        // Storage full or blocked: the in-memory set still holds for this page.
      }
      return true;
    },
  };
}
