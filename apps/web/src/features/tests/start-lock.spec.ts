import { tryStart } from './start-lock';

describe('start lock', () => {
  it('ignores a second start within the lock and frees it after', () => {
    const first = tryStart(0, 10_000);
    expect(first).toEqual({ started: true, lockedUntil: 11_000 });
    expect(tryStart(first.lockedUntil, 10_500)).toEqual({ started: false, lockedUntil: 11_000 });
    expect(tryStart(first.lockedUntil, 11_000).started).toBe(true);
  });
});
