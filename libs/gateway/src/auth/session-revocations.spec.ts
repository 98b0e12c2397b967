import { SessionRevocations } from './session-revocations';

const MINUTE = 60_000;

describe('SessionRevocations', () => {
  it('holds a revocation until every token of the session has expired, then forgets it', () => {
    let now = 100 * MINUTE;
    const revocations = new SessionRevocations(() => now);
    revocations.add('s1', now);
    now += 15 * MINUTE - 1;
    revocations.prune();
    expect(revocations.has('s1')).toBe(true);
    now += 1;
    revocations.prune();
    expect(revocations.has('s1')).toBe(false);
  });

  it('ignores a revocation older than a token’s life: nothing it could refuse is left', () => {
    const now = 100 * MINUTE;
    const revocations = new SessionRevocations(() => now);
    revocations.add('old', now - 15 * MINUTE);
    expect(revocations.has('old')).toBe(false);
    expect(revocations.size).toBe(0);
  });

  it('keeps the later of two sightings of one revocation', () => {
    let now = 100 * MINUTE;
    const revocations = new SessionRevocations(() => now);
    revocations.add('s1', now);
    revocations.add('s1', now - 10 * MINUTE);
    now += 14 * MINUTE;
    revocations.prune();
    expect(revocations.has('s1')).toBe(true);
  });
});
