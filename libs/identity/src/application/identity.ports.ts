/** Password hashing; the production adapter is Argon2id. */
export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  verify(hash: string, secret: string): Promise<boolean>;
}

/** What checking a PIN found. */
export interface PinCheck {
  valid: boolean;
  /** The same PIN in the current stored form, when it was right but stored in an older one. */
  rehashed?: string;
}

/**
 * Children's PINs; the production adapter is a keyed HMAC-SHA256 with the server's PIN_PEPPER
 * (a 4-digit PIN has 10,000 values: a slow hash cannot protect it, a secret outside the database
 * can), which still accepts PINs stored as Argon2id before it and says how to store them now.
 */
export interface PinHasher {
  hash(childId: string, pin: string): Promise<string>;
  verify(stored: string, childId: string, pin: string): Promise<PinCheck>;
}

/** Everything random the identity handlers need, behind one port so tests can fix it. */
export interface IdentityRandom {
  newId(): string;
  /** A 4-digit PIN from a CSPRNG. */
  newPin(): string;
  /** `digits` random decimal digits for usernames. */
  digits(count: number): string;
  /** An opaque high-entropy token (refresh tokens). */
  token(): string;
}
