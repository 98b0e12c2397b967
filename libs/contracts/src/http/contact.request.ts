import { z } from 'zod';
import { safeName, safeText } from './safe-text';

export const CONTACT_MESSAGES = {
  required: 'Please fill out all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Thanks! We’ll get back within 1 business day.',
  honeypotSuccess: 'Thanks! Message received.',
  failed: 'Failed to send message.',
  unreachable: 'Could not send message. Please try again.',
} as const;

/** The spec's simple pattern: text, @, text, dot, text. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (field: z.ZodString, max: number) =>
  field.trim().min(1, CONTACT_MESSAGES.required).max(max, `Must be at most ${max} characters.`);

const error = CONTACT_MESSAGES.required;

export const contactRequestSchema = z.strictObject({
  name: requiredText(safeName('Name', { error }), 120),
  email: requiredText(safeText('Email', { error }), 254).regex(
    SIMPLE_EMAIL_PATTERN,
    CONTACT_MESSAGES.invalidEmail,
  ),
  message: requiredText(safeText('Message', { error, multiline: true }), 5000),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
