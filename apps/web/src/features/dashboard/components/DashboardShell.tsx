import type { SessionUser } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { BrandMark } from '../../layout/components/BrandMark';
import styles from './dashboard.module.css';
import { UserControl } from './UserControl';

interface DashboardShellProps {
  user: SessionUser;
  /** Beside the brand: the greeting or the student selector. */
  headerContent: ReactNode;
  sidebar?: ReactNode;
  children: ReactNode;
}

export function DashboardShell({ user, headerContent, sidebar, children }: DashboardShellProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <BrandMark />
        <div className={styles.headerContent}>{headerContent}</div>
        <UserControl user={user} />
      </header>
      <div className={sidebar ? styles.body : styles.bodyWide}>
        {sidebar}
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
