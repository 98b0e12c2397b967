import { useId, type ReactNode } from 'react';
import styles from './Tabs.module.css';
import { useRovingTabs } from './useRovingTabs';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
  testId?: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the active panel is rendered. */
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
  testId,
}: TabsProps<K>) {
  const base = useId();
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;
  const tabProps = useRovingTabs(
    tabs.map((tab) => tab.key),
    active,
    onChange,
  );

  return (
    <div className={styles.tabs} data-testid={testId}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            {...tabProps(tab.key, index)}
            type="button"
            id={tabId(tab.key)}
            aria-controls={panelId}
            className={`${styles.tab} ${tab.key === active ? styles.active : ''}`}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
