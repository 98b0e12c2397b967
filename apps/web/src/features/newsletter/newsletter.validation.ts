import { NEWSLETTER_MESSAGES, SIMPLE_EMAIL_PATTERN } from '@abhyas/contracts';
import { serverMessageOr } from '../../lib/create-api-client';

export type NewsletterCheck = { ok: true; email: string } | { ok: false; message: string };

export function checkNewsletterEmail(raw: string): NewsletterCheck {
  const email = raw.trim();
  if (!SIMPLE_EMAIL_PATTERN.test(email)) {
    return { ok: false, message: NEWSLETTER_MESSAGES.invalidEmail };
  }
  return { ok: true, email };
}

/** The server's own words when it gave a reason; otherwise the generic failure. */
export function newsletterFailureMessage(error: unknown): string {
  return serverMessageOr(error, NEWSLETTER_MESSAGES.failed);
}
