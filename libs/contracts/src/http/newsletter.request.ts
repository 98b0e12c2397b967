import { z } from 'zod';
import { SIMPLE_EMAIL_PATTERN } from './contact.request';
import { safeText } from './safe-text';

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  success: 'Thanks for subscribing! Watch your inbox for practice tips.',
  failed: 'Could not subscribe right now. Please try again.',
} as const;

/** `POST /api/newsletter/subscribe`: the footer's Subscribe box (a no-op in the old client). */
export const newsletterRequestSchema = z.strictObject({
  email: safeText('Email', { error: NEWSLETTER_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254)
    .regex(SIMPLE_EMAIL_PATTERN, NEWSLETTER_MESSAGES.invalidEmail),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
