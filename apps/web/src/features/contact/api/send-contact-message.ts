import type { ContactRequest } from '@abhyas/contracts';
import { apiClient } from '../../../lib/api-client';

export const CONTACT_PATH = '/api/contact';

/** Only name, email and message travel; the honeypot never leaves the browser. */
export function sendContactMessage({ name, email, message }: ContactRequest): Promise<unknown> {
  return apiClient.post<unknown>(CONTACT_PATH, { name, email, message });
}
