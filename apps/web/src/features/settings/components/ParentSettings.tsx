import { ManageCredentials } from '../../family/components/ManageCredentials';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ExaminationPreferencesCard } from './ExaminationPreferencesCard';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { SettingsSection } from './SettingsSection';
import { UpdateEmailForm } from './UpdateEmailForm';
import styles from './settings.module.css';

export function ParentSettings({ parentId }: { parentId: string }) {
  return (
    <div className={styles.sections}>
      <SettingsSection id="settings-password" title="Change Password">
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection id="settings-email" title="Update Email">
        <UpdateEmailForm />
      </SettingsSection>
      <SettingsSection id="settings-notifications" title="Notification Preferences">
        <NotificationPreferencesForm parentId={parentId} />
      </SettingsSection>
      <SettingsSection id="settings-exams" title="Examination Preferences">
        <ExaminationPreferencesCard parentId={parentId} />
      </SettingsSection>
      <SettingsSection id="settings-students" title="Manage Student Credentials">
        <ManageCredentials parentId={parentId} />
      </SettingsSection>
    </div>
  );
}
