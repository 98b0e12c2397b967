import type { SessionUser } from '@abhyas/contracts';
import { LogoutButton } from '../../session/components/LogoutButton';
import styles from './dashboard.module.css';

export function UserControl({ user }: { user: SessionUser }) {
  return (
    <div className={styles.user}>
      <span className={styles.avatar} aria-hidden="true">
        {user.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className={styles.userText}>
        <strong>{user.name}</strong>
        <span>{user.role === 'parent' ? 'Parent' : 'Student'}</span>
      </span>
      <LogoutButton className={`button button--light ${styles.logout}`} />
    </div>
  );
}
