import { Argon2PasswordHasher } from './argon2-password.hasher';
import { HmacPinHasher } from './hmac-pin.hasher';

const PEPPER = 'test-pepper-0123456789abcdef0123456789abcdef';
const cheapArgon2 = new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

describe('HmacPinHasher', () => {
  const pins = new HmacPinHasher(PEPPER, cheapArgon2);

  it('stores a keyed HMAC-SHA256 that only the same pepper, child and PIN match', async () => {
    const stored = await pins.hash('child-1', '4821');
    expect(stored).toMatch(/^hmac-sha256\$[A-Za-z0-9_-]{43}$/);
    expect(await pins.verify(stored, 'child-1', '4821')).toEqual({ valid: true });
    expect(await pins.verify(stored, 'child-1', '4822')).toEqual({ valid: false });
    // Two children with one PIN do not share a hash, and a leaked hash is useless without the pepper.
    expect(await pins.hash('child-2', '4821')).not.toBe(stored);
    const otherPepper = new HmacPinHasher(`${PEPPER}x`, cheapArgon2);
    expect(await otherPepper.verify(stored, 'child-1', '4821')).toEqual({ valid: false });
  });

  it('refuses a truncated or foreign stored value without throwing', async () => {
    const stored = await pins.hash('child-1', '4821');
    expect(await pins.verify(stored.slice(0, -4), 'child-1', '4821')).toEqual({ valid: false });
    expect(await pins.verify('hmac-sha256$', 'child-1', '4821')).toEqual({ valid: false });
    expect(await pins.verify('plain-4821', 'child-1', '4821')).toEqual({ valid: false });
  });

  it('still accepts a PIN stored as Argon2id, and gives its HMAC form to store instead', async () => {
    const legacy = await cheapArgon2.hash('4821');
    expect(await pins.verify(legacy, 'child-1', '0000')).toEqual({ valid: false });
    const check = await pins.verify(legacy, 'child-1', '4821');
    expect(check).toEqual({ valid: true, rehashed: await pins.hash('child-1', '4821') });
  });

  it('checks an HMAC in well under a millisecond (Argon2id took about 170 ms)', async () => {
    const stored = await pins.hash('child-1', '4821');
    const started = process.hrtime.bigint();
    for (let i = 0; i < 1000; i++) {
      await pins.verify(stored, 'child-1', '4821');
    }
    const perCheckMs = Number(process.hrtime.bigint() - started) / 1e6 / 1000;
    expect(perCheckMs).toBeLessThan(1);
  });
});
