import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type ExaminationPreferences,
  type ExaminationPreferencesResponse,
  type NotificationPreferences,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../session/api/auth-client';

const parentPath = (parentId: string) => `/api/parent/${encodeURIComponent(parentId)}`;

export const examinationPreferencesQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: ['parent', parentId, 'examination-preferences'] as const,
    queryFn: async () =>
      (
        await authClient.get<ExaminationPreferencesResponse>(
          `${parentPath(parentId)}/examination-preferences`,
        )
      ).preferences,
  });

/** The notification answer is not pinned down in the contract: accept it bare or wrapped. */
function unwrapNotifications(answer: unknown): NotificationPreferences {
  if (typeof answer !== 'object' || answer === null) {
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
  const record = answer as { preferences?: NotificationPreferences } | NotificationPreferences;
  return 'preferences' in record && record.preferences
    ? record.preferences
    : (record as NotificationPreferences);
}

export const notificationPreferencesQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: ['parent', parentId, 'notification-preferences'] as const,
    queryFn: async () =>
      unwrapNotifications(
        await authClient.get<unknown>(`${parentPath(parentId)}/notification-preferences`),
      ),
  });

export const settingsApi = {
  changePassword: (currentPassword: string, newPassword: string) =>
    authClient.post<unknown>('/api/auth/change-password', { currentPassword, newPassword }),
  /** Needs the current password; every other session of the account is signed out. */
  updateEmail: (input: { email: string; currentPassword: string }) =>
    authClient.post<unknown>('/api/auth/update-email', input),
  saveNotifications: async (parentId: string, preferences: NotificationPreferences) =>
    unwrapNotifications(
      await authClient.post<unknown>(
        `${parentPath(parentId)}/notification-preferences`,
        preferences,
      ),
    ),
  saveExaminationPreferences: async (parentId: string, preferences: ExaminationPreferences) =>
    (
      await authClient.post<ExaminationPreferencesResponse>(
        `${parentPath(parentId)}/examination-preferences`,
        { preferences },
      )
    ).preferences,
};
