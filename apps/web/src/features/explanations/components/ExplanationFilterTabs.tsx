import type { ExplanationRequestView } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { Tabs } from '../../../components/Tabs';
import { filterTabs, type ExplanationFilter } from '../explanation-status';
import styles from './explanations.module.css';

interface ExplanationFilterTabsProps {
  requests: readonly ExplanationRequestView[];
  filter: ExplanationFilter;
  onFilter: (filter: ExplanationFilter) => void;
  children: ReactNode;
}

/** All, Pending, Approved, Rejected, each with its count. */
export function ExplanationFilterTabs({
  requests,
  filter,
  onFilter,
  children,
}: ExplanationFilterTabsProps) {
  return (
    <div className={styles.filters}>
      <Tabs
        label="Filter explanation requests"
        tabs={filterTabs(requests)}
        active={filter}
        onChange={onFilter}
        testId="explanation-filters"
      >
        {children}
      </Tabs>
    </div>
  );
}
