import { Argon2PasswordHasher } from './argon2-password.hasher';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

  it('hashes with Argon2id and a fresh salt, and verifies only the right secret', async () => {
    const first = await hasher.hash('0427');
    const second = await hasher.hash('0427');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, '0427')).toBe(true);
    expect(await hasher.verify(first, '0428')).toBe(false);
  });

  it('answers false, not an error, for a malformed hash', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });

  it('uses the OWASP parameters by default', async () => {
    expect(await new Argon2PasswordHasher().hash('secret')).toContain('$m=19456,t=2,p=1$');
  });
});
