import type { PinCheck, PinHasher } from '../application/identity.ports';
import { Argon2PasswordHasher, type Argon2Parameters } from './argon2-password.hasher';

/**
 * PINs as they were stored before PIN_PEPPER: Argon2id, never rehashed. Not used by the
 * service; the sign-in bench measures it beside the HMAC, and tests store legacy PINs with it.
 */
export class Argon2PinHasher implements PinHasher {
  private readonly argon2: Argon2PasswordHasher;

  constructor(parameters?: Argon2Parameters) {
    this.argon2 = new Argon2PasswordHasher(parameters);
  }

  hash(_childId: string, pin: string): Promise<string> {
    return this.argon2.hash(pin);
  }

  async verify(stored: string, _childId: string, pin: string): Promise<PinCheck> {
    return { valid: await this.argon2.verify(stored, pin) };
  }
}
