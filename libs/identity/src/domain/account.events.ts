import type { ExaminationPreferences, NotificationPreferences } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** Preferences are checked field by field at the HTTP edge; the event keeps what was accepted. */
const preferences = <T>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** Events of an `account-<id>` stream: a parent, or a student's family of one. */
export const accountEvents = defineEvents({
  AccountRegistered: z.object({
    accountId: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    passwordHash: z.string(),
    asStudent: z.boolean(),
    registeredAt: z.string(),
  }),
  /**
   * Appended with AccountRegistered when the registration earned the welcome bonus: identity
   * claims its email and mobile for the bonus first (once each, ever), so the ledger only grants.
   */
  WelcomeBonusEarned: z.object({ accountId: z.string(), earnedAt: z.string() }),
  PasswordChanged: z.object({
    accountId: z.string(),
    passwordHash: z.string(),
    changedAt: z.string(),
  }),
  /**
   * A reset link was mailed. Only the SHA-256 of its secret is kept; it works once, until
   * `expiresAt`, and a new password (reset or change) or a new email ends every open one.
   */
  PasswordResetRequested: z.object({
    accountId: z.string(),
    tokenHash: z.string(),
    requestedAt: z.string(),
    expiresAt: z.string(),
  }),
  /** A reset link was used: the new password replaces the old one, as PasswordChanged does. */
  PasswordReset: z.object({
    accountId: z.string(),
    tokenHash: z.string(),
    passwordHash: z.string(),
    resetAt: z.string(),
  }),
  EmailChanged: z.object({
    accountId: z.string(),
    email: z.string(),
    previousEmail: z.string(),
    changedAt: z.string(),
  }),
  NotificationPreferencesSet: z.object({
    accountId: z.string(),
    preferences: preferences<NotificationPreferences>(),
    setAt: z.string(),
  }),
  ExaminationPreferencesSet: z.object({
    accountId: z.string(),
    preferences: preferences<ExaminationPreferences>(),
    setAt: z.string(),
  }),
  /** The family's list of child names, so names stay unique within a parent (case-insensitive). */
  ChildLinked: z.object({
    accountId: z.string(),
    childId: z.string(),
    name: z.string(),
    linkedAt: z.string(),
  }),
  ChildUnlinked: z.object({ accountId: z.string(), childId: z.string(), unlinkedAt: z.string() }),
});

export type AccountEvent = EventOf<typeof accountEvents>;
