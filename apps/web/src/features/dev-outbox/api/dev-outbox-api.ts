import type { DevOutboxResponse, OutboxMail } from '@abhyas/contracts';
import { ApiError } from '../../../lib/create-api-client';
import { publicAuthClient } from '../../session/api/auth-client';

/** The local outbox's mails, newest first; null when it is off (SMTP, or production). */
export const devOutboxQueryOptions = () => ({
  queryKey: ['dev-outbox'] as const,
  queryFn: async (): Promise<OutboxMail[] | null> => {
    try {
      return (await publicAuthClient.get<DevOutboxResponse>('/api/auth/dev-outbox')).mails;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        return null;
      }
      throw error;
    }
  },
  // A mail sent from another tab shows up without a reload.
  refetchInterval: 3000,
});
