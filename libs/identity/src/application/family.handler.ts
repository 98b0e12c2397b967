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
  type UnlockChildResponse,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { ChildOwnership, Clock } from '@abhyas/runtime';
import { accountStream, childStream } from '../domain/identity.streams';
import type { IdentityRepository } from '../infrastructure/identity.repository';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { IdentityRandom, PinHasher } from './identity.ports';
import { reserveUsername } from './reservations';
import type { Sessions } from './sessions';

/** A parent's family: children and their credentials, and the account's preferences. */
export class FamilyHandler implements ChildOwnership {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: IdentityRepository,
    private readonly clock: Clock,
    private readonly random: IdentityRandom,
    private readonly pins: PinHasher,
    private readonly sessions: Sessions,
  ) {}

  async addChild(
    parentId: string,
    child: { name: string; class: ChildSummary['class'] },
  ): Promise<AddChildResponse> {
    const childId = this.random.newId();
    const pin = this.random.newPin();
    const pinHash = await this.pins.hash(childId, pin);
    const now = this.clock.now();
    const username = await withIdentityErrors(() =>
      this.store.transaction(async (unit) => {
        await unit.handle(accountStream, parentId, {
          type: 'LinkChild',
          data: { childId, name: child.name },
          metadata: { now },
        });
        const reserved = await reserveUsername(unit, this.random, child.name, childId, now);
        await unit.handle(childStream, childId, {
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
        });
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

  async children(parentId: string): Promise<ChildrenResponse> {
    return {
      success: true,
      children: await this.repository.childrenOf(parentId, this.clock.now()),
    };
  }

  /** The read-model lookup behind `access.parentOfChild`: the guard asks it after the parent. */
  async isChildOf(childId: string, parentId: string): Promise<boolean> {
    return (await this.repository.usernameOfChild(childId, parentId)) !== undefined;
  }

  /** New PIN (shown once), unlocks the child and ends the child's sessions. */
  async resetCredentials(parentId: string, childId: string): Promise<ResetCredentialsResponse> {
    const username = await this.usernameOf(parentId, childId);
    const pin = this.random.newPin();
    const pinHash = await this.pins.hash(childId, pin);
    await withIdentityErrors(() =>
      this.store.handle(childStream, childId, {
        type: 'ResetPin',
        data: { pinHash },
        metadata: { now: this.clock.now() },
      }),
    );
    await this.sessions.revokeAllOf(childId, 'pin-reset');
    return { success: true, username, pin, message: M.pinReset };
  }

  /** Ends a PIN lock now; the PIN stays. Unlocking a child who is not locked changes nothing. */
  async unlockChild(parentId: string, childId: string): Promise<UnlockChildResponse> {
    await this.usernameOf(parentId, childId);
    await withIdentityErrors(() =>
      this.store.handle(childStream, childId, {
        type: 'UnlockChild',
        metadata: { now: this.clock.now() },
      }),
    );
    return { success: true, message: M.childUnlocked };
  }

  /** The guard has confirmed the child is the parent's; a child gone since is the decider's 404. */
  async deleteChild(parentId: string, childId: string): Promise<DeleteChildResponse> {
    const now = this.clock.now();
    await withIdentityErrors(() =>
      this.store.transaction(async (unit) => {
        await unit.handle(accountStream, parentId, {
          type: 'UnlinkChild',
          data: { childId },
          metadata: { now },
        });
        await unit.handle(childStream, childId, { type: 'DeleteChild', metadata: { now } });
      }),
    );
    await this.sessions.revokeAllOf(childId, 'child-deleted');
    return { success: true, message: M.childDeleted };
  }

  async examinationPreferences(parentId: string): Promise<ExaminationPreferences> {
    const row = await this.preferencesRow(parentId);
    return row.examination ?? DEFAULT_EXAMINATION_PREFERENCES;
  }

  async setExaminationPreferences(
    parentId: string,
    preferences: ExaminationPreferences,
  ): Promise<void> {
    await withIdentityErrors(() =>
      this.store.handle(accountStream, parentId, {
        type: 'SetExaminationPreferences',
        data: { preferences },
        metadata: { now: this.clock.now() },
      }),
    );
  }

  async notificationPreferences(parentId: string): Promise<NotificationPreferences> {
    const row = await this.preferencesRow(parentId);
    return row.notification ?? DEFAULT_NOTIFICATION_PREFERENCES;
  }

  async setNotificationPreferences(
    parentId: string,
    preferences: NotificationPreferences,
  ): Promise<void> {
    await withIdentityErrors(() =>
      this.store.handle(accountStream, parentId, {
        type: 'SetNotificationPreferences',
        data: { preferences },
        metadata: { now: this.clock.now() },
      }),
    );
  }

  /** 404 too for a child deleted since the guard confirmed it. */
  private async usernameOf(parentId: string, childId: string): Promise<string> {
    const username = await this.repository.usernameOfChild(childId, parentId);
    if (!username) {
      throw identityErrors.childNotFound();
    }
    return username;
  }

  private async preferencesRow(parentId: string) {
    const found = await this.repository.preferences(parentId);
    if (!found) {
      throw identityErrors.forbidden();
    }
    return found;
  }
}
