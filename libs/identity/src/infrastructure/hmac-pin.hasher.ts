import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher, PinCheck, PinHasher } from '../application/identity.ports';
import { Argon2PasswordHasher } from './argon2-password.hasher';

const FORM = 'hmac-sha256$';

/**
 * `hmac-sha256$<base64url>` of `<childId>:<pin>` keyed with PIN_PEPPER: one HMAC per check, so
 * an exam-morning rush of sign-ins costs microseconds each, while a leaked database without the
 * pepper (kept outside it in production) does not give the PINs away. The child id in the
 * message keeps two children with one PIN from sharing a hash. Compared in constant time.
 * A PIN stored as Argon2id (before the pepper) is checked with Argon2id once more; when right,
 * `rehashed` is its HMAC form for the sign-in to store.
 */
export class HmacPinHasher implements PinHasher {
  constructor(
    private readonly pepper: string,
    private readonly legacy: PasswordHasher = new Argon2PasswordHasher(),
  ) {}

  async hash(childId: string, pin: string): Promise<string> {
    return `${FORM}${this.mac(childId, pin).toString('base64url')}`;
  }

  async verify(stored: string, childId: string, pin: string): Promise<PinCheck> {
    if (stored.startsWith(FORM)) {
      const expected = Buffer.from(stored.slice(FORM.length), 'base64url');
      const actual = this.mac(childId, pin);
      return { valid: expected.length === actual.length && timingSafeEqual(expected, actual) };
    }
    if (await this.legacy.verify(stored, pin)) {
      return { valid: true, rehashed: await this.hash(childId, pin) };
    }
    return { valid: false };
  }

  private mac(childId: string, pin: string): Buffer {
    return createHmac('sha256', this.pepper).update(`${childId}:${pin}`).digest();
  }
}
