/** Password and PIN hashing; the production adapter is Argon2id. */
export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  verify(hash: string, secret: string): Promise<boolean>;
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

/** Counts attempts per key in fixed windows (memory in one process, Redis when shared). */
export interface AttemptCounter {
  /** Adds one attempt and returns the count in the current window. */
  hit(key: string): Promise<number>;
  /** The count in the current window without adding. */
  count(key: string): Promise<number>;
  /** Clears a key (a successful sign-in). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
