import { ACCOUNT_MESSAGES as M, type SessionUser } from '@abhyas/contracts';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { DashboardPage } from './DashboardPage';
import styles from './dashboard.module.css';

/** What a child can see of their account: the sign-in name; the PIN belongs to the parent. */
export function StudentSettings({ user }: { user: SessionUser }) {
  return (
    <DashboardPage title="Settings">
      <SettingsSection id="student-account" title="Your account">
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>
            <strong>{user.name}</strong>
          </dd>
          <dt>Username</dt>
          <dd>
            <code data-testid="student-username">{user.username ?? 'Ask your parent for it'}</code>
          </dd>
        </dl>
      </SettingsSection>
      <SettingsSection id="student-pin" title="Change PIN">
        <p className={styles.note} role="note">
          {M.childCannotChangePin}
        </p>
      </SettingsSection>
    </DashboardPage>
  );
}
