import type { SessionUser } from '@abhyas/contracts';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/SkipLink';
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

const MENU_ID = 'dashboard-menu';

/**
 * The signed-in frame: header, the sidebar's navigation and the page's main, as sibling
 * landmarks. On a narrow screen the sidebar folds behind a Menu button (it would otherwise fill
 * the first screen), and it folds again once an entry has been chosen.
 */
export function DashboardShell({ user, headerContent, sidebar, children }: DashboardShellProps) {
  // The menu is open on the page where it was opened: choosing an entry (a new URL) folds it.
  const href = useLocation({ select: (location) => location.href });
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === href;

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <BrandMark />
        {sidebar ? (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setOpenedAt(menuOpen ? null : href)}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            <span className={styles.menuLabel}>Menu</span>
          </button>
        ) : null}
        <div className={styles.headerContent}>{headerContent}</div>
        <UserControl user={user} />
      </header>
      <div className={sidebar ? styles.body : styles.bodyWide}>
        {sidebar ? (
          <div
            id={MENU_ID}
            className={styles.sidebarSlot}
            data-open={menuOpen}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setOpenedAt(null);
              }
            }}
          >
            {sidebar}
          </div>
        ) : null}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
          {children}
        </main>
      </div>
    </div>
  );
}
