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

/** One mail identity sends (a password reset link). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, so the local outbox can list them. */
  links: string[];
}

/**
 * Sends mail: SMTP (nodemailer) when `SMTP_URL` is set, otherwise the local outbox, which keeps
 * the mails for the standalone shape's outbox page and for tests.
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
