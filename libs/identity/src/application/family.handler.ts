import {
  ACCOUNT_MESSAGES as M,
  DEFAULT_EXAMINATION_PREFERENCES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type AddChildResponse,
  type ChildSummary,
  type ChildrenResponse,
  type DeleteChildResponse,
  type ExaminationPreferences,
  type NotificationPreferences,
  type ResetCredentialsResponse,
} from '@abhyas/contracts';
import type { EventStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import { accountDecider } from '../domain/account.decider';
import { childDecider } from '../domain/child.decider';
import { familyOutbox } from './family-integration-events';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { IdentityRandom, PasswordHasher } from './identity.ports';
import { reserveUsername } from './reservations';
import type { Sessions } from './sessions';

interface ChildRow {
  child_id: string;
  name: string;
  class: ChildSummary['class'];
  username: string;
  created_at: Date | string;
}

const summary = (row: ChildRow): ChildSummary => ({
  _id: row.child_id,
  name: row.name,
  class: row.class,
  username: row.username,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A parent's family: children and their credentials, and the account's preferences. */
export class FamilyHandler {
  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly random: IdentityRandom,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
  ) {}

  /** A parent may act only on their own account (403 otherwise). */
  assertOwner(principal: Principal, parentId: string): void {
    if (principal.role !== 'parent' || principal.userId !== parentId) {
      throw identityErrors.forbidden();
    }
  }

  async addChild(
    principal: Principal,
    parentId: string,
    child: { name: string; class: ChildSummary['class'] },
  ): Promise<AddChildResponse> {
    this.assertOwner(principal, parentId);
    const childId = this.random.newId();
    const pin = this.random.newPin();
    const pinHash = await this.hasher.hash(pin);
    const now = this.clock.now();
    const username = await withIdentityErrors(() =>
      this.events.db.transaction(async (tx) => {
        await this.events.handleCommandInTransaction(
          tx,
          `account-${parentId}`,
          { type: 'LinkChild', data: { childId, name: child.name }, metadata: { now } },
          accountDecider,
        );
        const reserved = await reserveUsername(
          this.events,
          tx,
          this.random,
          child.name,
          childId,
          now,
        );
        await this.events.handleCommandInTransaction(
          tx,
          `child-${childId}`,
          {
            type: 'AddChild',
            data: {
              childId,
              parentId,
              name: child.name,
              class: child.class,
              username: reserved,
              pinHash,
            },
            metadata: { now },
          },
          childDecider,
          { outbox: familyOutbox },
        );
        return reserved;
      }),
    );
    return {
      success: true,
      message: M.childAdded,
      child: {
        _id: childId,
        name: child.name,
        class: child.class,
        username,
        createdAt: now.toISOString(),
      },
      credentials: { username, pin },
    };
  }

  async children(principal: Principal, parentId: string): Promise<ChildrenResponse> {
    this.assertOwner(principal, parentId);
    const rows = await this.events.db.query<ChildRow>(
      `select child_id, name, class, username, created_at from ${this.events.schema}.children
        where parent_id = $1 order by created_at, child_id`,
      [parentId],
    );
    return { success: true, children: rows.rows.map(summary) };
  }

  /** New PIN (shown once), unlocks the child and ends the child's sessions. */
  async resetCredentials(
    principal: Principal,
    parentId: string,
    childId: string,
  ): Promise<ResetCredentialsResponse> {
    const username = await this.ownedChild(principal, parentId, childId);
    const pin = this.random.newPin();
    const pinHash = await this.hasher.hash(pin);
    await withIdentityErrors(() =>
      this.events.handleCommand(
        `child-${childId}`,
        { type: 'ResetPin', data: { pinHash }, metadata: { now: this.clock.now() } },
        childDecider,
      ),
    );
    await this.sessions.revokeAllOf(childId, 'pin-reset');
    return { success: true, username, pin, message: M.pinReset };
  }

  async deleteChild(
    principal: Principal,
    parentId: string,
    childId: string,
  ): Promise<DeleteChildResponse> {
    await this.ownedChild(principal, parentId, childId);
    const now = this.clock.now();
    await withIdentityErrors(() =>
      this.events.db.transaction(async (tx) => {
        await this.events.handleCommandInTransaction(
          tx,
          `account-${parentId}`,
          { type: 'UnlinkChild', data: { childId }, metadata: { now } },
          accountDecider,
        );
        await this.events.handleCommandInTransaction(
          tx,
          `child-${childId}`,
          { type: 'DeleteChild', metadata: { now } },
          childDecider,
          { outbox: familyOutbox },
        );
      }),
    );
    await this.sessions.revokeAllOf(childId, 'child-deleted');
    return { success: true, message: M.childDeleted };
  }

  async examinationPreferences(
    principal: Principal,
    parentId: string,
  ): Promise<ExaminationPreferences> {
    this.assertOwner(principal, parentId);
    const row = await this.preferencesRow(parentId);
    return row.examination_preferences ?? DEFAULT_EXAMINATION_PREFERENCES;
  }

  async setExaminationPreferences(
    principal: Principal,
    parentId: string,
    preferences: ExaminationPreferences,
  ): Promise<void> {
    this.assertOwner(principal, parentId);
    await withIdentityErrors(() =>
      this.events.handleCommand(
        `account-${parentId}`,
        {
          type: 'SetExaminationPreferences',
          data: { preferences },
          metadata: { now: this.clock.now() },
        },
        accountDecider,
      ),
    );
  }

  async notificationPreferences(
    principal: Principal,
    parentId: string,
  ): Promise<NotificationPreferences> {
    this.assertOwner(principal, parentId);
    const row = await this.preferencesRow(parentId);
    return row.notification_preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
  }

  async setNotificationPreferences(
    principal: Principal,
    parentId: string,
    preferences: NotificationPreferences,
  ): Promise<void> {
    this.assertOwner(principal, parentId);
    await withIdentityErrors(() =>
      this.events.handleCommand(
        `account-${parentId}`,
        {
          type: 'SetNotificationPreferences',
          data: { preferences },
          metadata: { now: this.clock.now() },
        },
        accountDecider,
      ),
    );
  }

  private async ownedChild(
    principal: Principal,
    parentId: string,
    childId: string,
  ): Promise<string> {
    this.assertOwner(principal, parentId);
    const row = await this.events.db.query<{ username: string }>(
      `select username from ${this.events.schema}.children where child_id = $1 and parent_id = $2`,
      [childId, parentId],
    );
    const username = row.rows[0]?.username;
    if (!username) {
      throw identityErrors.childNotFound();
    }
    return username;
  }

  private async preferencesRow(parentId: string) {
    const row = await this.events.db.query<{
      examination_preferences: ExaminationPreferences | null;
      notification_preferences: NotificationPreferences | null;
    }>(
      `select examination_preferences, notification_preferences from ${this.events.schema}.accounts
        where account_id = $1`,
      [parentId],
    );
    const found = row.rows[0];
    if (!found) {
      throw identityErrors.forbidden();
    }
    return found;
  }
}
