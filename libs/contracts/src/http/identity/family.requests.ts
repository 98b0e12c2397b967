import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, CHILD_CLASSES } from './account.constants';
import { safeName, safeText } from '../safe-text';

/** `POST /api/add-child` */
export const addChildRequestSchema = z.strictObject({
  parentId: safeText('parentId', { error: 'parentId is required' })
    .min(1, 'parentId is required')
    .max(64),
  child: z.strictObject(
    {
      name: safeName('Child name', { error: M.childNameRequired })
        .trim()
        .min(1, M.childNameRequired)
        .max(60, 'Child name must be at most 60 characters'),
      class: z.enum(CHILD_CLASSES, { error: M.classRequired }),
    },
    { error: 'child must be an object with name and class' },
  ),
});
export type AddChildRequest = z.input<typeof addChildRequestSchema>;

export interface ChildSummary {
  _id: string;
  name: string;
  class: (typeof CHILD_CLASSES)[number];
  username: string;
  createdAt: string;
  /** While PIN sign-in is locked (too many wrong PINs): when the lock ends. */
  lockedUntil?: string;
}

/** 201 of `POST /api/add-child`: the PIN appears here once and is never readable again. */
export interface AddChildResponse {
  success: true;
  message: string;
  child: ChildSummary;
  credentials: { username: string; pin: string };
}

/** `GET /api/parent/{parentId}/children` */
export interface ChildrenResponse {
  success: true;
  children: ChildSummary[];
}

/** `POST /api/parent/{parentId}/child/{childId}/reset-credentials`: also unlocks and ends the child's sessions. */
export interface ResetCredentialsResponse {
  success: true;
  username: string;
  pin: string;
  message: string;
}

/** `POST /api/parent/{parentId}/child/{childId}/unlock`: ends a PIN lock; the PIN stays. */
export interface UnlockChildResponse {
  success: true;
  message: string;
}

/** `DELETE /api/parent/{parentId}/child/{childId}`: emits `child-deleted.v1`; every service erases the child. */
export interface DeleteChildResponse {
  success: true;
  message: string;
}

/** `GET`/`POST /api/parent/{parentId}/notification-preferences` */
export const notificationPreferencesSchema = z.strictObject({
  testReminders: z.boolean(),
  resultAlerts: z.boolean(),
  explanationRequests: z.boolean(),
  weeklyReport: z.boolean(),
  channel: z.enum(['email', 'whatsapp', 'both']),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  testReminders: true,
  resultAlerts: true,
  explanationRequests: true,
  weeklyReport: true,
  channel: 'email',
};
