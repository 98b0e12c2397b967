import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../application/identity.ports';

/** OWASP's Argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
export const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface Argon2Parameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Argon2id (algorithm 2 in @node-rs/argon2) for passwords (PINs use `HmacPinHasher`). */
export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly parameters: Argon2Parameters = OWASP_ARGON2ID) {}

  hash(secret: string): Promise<string> {
    return hash(secret, { ...this.parameters, algorithm: 2 });
  }

  async verify(encoded: string, secret: string): Promise<boolean> {
    try {
      return await verify(encoded, secret);
    } catch {
      return false;
    }
  }
}
