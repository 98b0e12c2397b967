import { CONTACT_MESSAGES, SIMPLE_EMAIL_PATTERN, type ContactRequest } from '@abhyas/contracts';
import { ApiError } from '../../lib/create-api-client';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  /** Honeypot: hidden from people, so only a bot fills it. Never sent. */
  company: string;
}

export type ContactField = 'name' | 'email' | 'message';

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  message: '',
  company: '',
};

export type ContactSubmission =
  | { kind: 'invalid'; field: ContactField; message: string }
  | { kind: 'honeypot' }
  | { kind: 'send'; request: ContactRequest };

/**
 * Decides what a submit does: a filled honeypot fakes success without a call (and gives a bot no
 * hint about the checks); otherwise the required and email checks run before anything is sent.
 */
export function planContactSubmission(values: ContactFormValues): ContactSubmission {
  if (values.company.trim() !== '') {
    return { kind: 'honeypot' };
  }
  const request: ContactRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
  const missing = (['name', 'email', 'message'] as const).find((field) => request[field] === '');
  if (missing) {
    return { kind: 'invalid', field: missing, message: CONTACT_MESSAGES.required };
  }
  if (!SIMPLE_EMAIL_PATTERN.test(request.email)) {
    return { kind: 'invalid', field: 'email', message: CONTACT_MESSAGES.invalidEmail };
  }
  return { kind: 'send', request };
}

/** A non-ok answer shows the server's `error`/`message`; a call that never got an answer, the retry hint. */
export function contactFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? CONTACT_MESSAGES.failed;
  }
  return CONTACT_MESSAGES.unreachable;
}
