import { SWEEP_BATCH, settleDue } from './periodic-sweep';

/** A queue of due ids, read as a repository would: the first `limit` still due. */
const dueQueue = (count: number, settles: (id: number) => boolean = () => true) => {
  const due = Array.from({ length: count }, (_, index) => index);
  return {
    due: async (limit: number) => due.slice(0, limit),
    settle: async (id: number) => {
      const done = settles(id);
      if (done) {
        due.splice(due.indexOf(id), 1);
      }
      return done;
    },
    left: () => due.length,
  };
};

describe('settleDue', () => {
  it('settles one batch a pass unless asked to drain', async () => {
    const queue = dueQueue(SWEEP_BATCH + 5);

    expect(await settleDue(queue.due, queue.settle)).toBe(SWEEP_BATCH);
    expect(queue.left()).toBe(5);
  });

  it('drains batch after batch until one comes back short', async () => {
    const queue = dueQueue(2 * SWEEP_BATCH + 5);

    expect(await settleDue(queue.due, queue.settle, { drain: true })).toBe(2 * SWEEP_BATCH + 5);
    expect(queue.left()).toBe(0);
  });

  it('stops draining at a full batch of which nothing settled, instead of reading it for ever', async () => {
    const queue = dueQueue(SWEEP_BATCH + 5, () => false);

    expect(await settleDue(queue.due, queue.settle, { drain: true })).toBe(0);
    expect(queue.left()).toBe(SWEEP_BATCH + 5);
  });

  it('counts an item settled unless settle answers false', async () => {
    const items = [1, 2, 3];
    const settled = await settleDue(
      async () => items,
      async (item) => (item === 2 ? false : undefined),
    );

    expect(settled).toBe(2);
  });
});
