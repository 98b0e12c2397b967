import type { ReactNode } from 'react';
import { visibleSections, type SidebarSection } from '../dashboard-navigation';
import styles from './dashboard.module.css';

interface DashboardSidebarProps<V extends string> {
  sections: SidebarSection<V>[];
  active: V;
  renderLink: (view: V, children: ReactNode, className: string) => ReactNode;
  /** Above the sections, e.g. the student count. */
  top?: ReactNode;
  /** Extra content under a section's entries, e.g. the credit status card under Billing & Credits. */
  sectionFooter?: (title: string) => ReactNode;
  /** After an entry's label, e.g. the count of explanation requests waiting. */
  entryExtra?: (view: V) => ReactNode;
}

export function DashboardSidebar<V extends string>({
  sections,
  active,
  renderLink,
  top,
  sectionFooter,
  entryExtra,
}: DashboardSidebarProps<V>) {
  return (
    <nav className={styles.sidebar} aria-label="Dashboard">
      {top}
      {visibleSections(sections).map((section) => (
        <div key={section.title} className={styles.section}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          <ul>
            {section.entries.map((entry) => (
              <li key={entry.view}>
                {renderLink(
                  entry.view,
                  <>
                    <span className={styles.entryIcon} aria-hidden="true">
                      {entry.icon}
                    </span>
                    {entry.label}
                    {entryExtra?.(entry.view)}
                  </>,
                  `${styles.entry} ${entry.view === active ? styles.entryActive : ''}`,
                )}
              </li>
            ))}
          </ul>
          {sectionFooter?.(section.title)}
        </div>
      ))}
    </nav>
  );
}
