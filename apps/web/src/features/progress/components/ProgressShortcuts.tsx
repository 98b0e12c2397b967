import { ParentViewLink } from '../../dashboard/components/ParentViewLink';
import type { ParentView } from '../../dashboard/dashboard-navigation';
import styles from './progress.module.css';

const SHORTCUTS: { view: ParentView; label: string }[] = [
  { view: 'reports', label: 'Reports' },
  { view: 'timeline', label: 'Timeline' },
  { view: 'test-results', label: 'Test Results' },
  { view: 'schedule-test', label: 'Schedule Test' },
  { view: 'generate-paper', label: 'Generate Paper' },
];

/** Parent doc §2: shortcuts from the Dashboard to the other views. */
export function ProgressShortcuts() {
  return (
    <nav className={styles.panel} aria-labelledby="progress-shortcuts">
      <h2 id="progress-shortcuts">Shortcuts</h2>
      <ul className={styles.actions}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.view}>
            <ParentViewLink view={shortcut.view} className="button button--light">
              {shortcut.label}
            </ParentViewLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
