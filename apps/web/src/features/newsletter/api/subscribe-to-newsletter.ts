import type { NewsletterRequest } from '@abhyas/contracts';
import { apiClient } from '../../../lib/api-client';

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/newsletter/subscribe';

export function subscribeToNewsletter(request: NewsletterRequest): Promise<unknown> {
  return apiClient.post<unknown>(NEWSLETTER_SUBSCRIBE_PATH, request);
}
