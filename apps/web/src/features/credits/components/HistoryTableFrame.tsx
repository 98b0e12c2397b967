import type { ReactNode } from 'react';
import { Pagination } from './Pagination';
import styles from './credits.module.css';
import { ScrollRegion } from '../../../components/ScrollRegion';

export interface HistoryColumn {
  label: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

interface HistoryTableFrameProps {
  /** "2 transactions", "1 payment". */
  count: number;
  noun: { one: string; many: string };
  caption: string;
  testId: string;
  columns: readonly HistoryColumn[];
  children: ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  busy: boolean;
}

/** What the Transaction Log's tables share: the count, the table's frame and the pages. */
export function HistoryTableFrame(props: HistoryTableFrameProps) {
  return (
    <div className={styles.panelStack}>
      <p className={styles.summaryLine}>
        {props.count} {props.count === 1 ? props.noun.one : props.noun.many}
      </p>
      <ScrollRegion label={props.caption} className={styles.tableWrap}>
        <table className={styles.table} data-testid={props.testId}>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.numeric ? styles.numeric : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{props.children}</tbody>
        </table>
      </ScrollRegion>
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPage={props.onPage}
        busy={props.busy}
      />
    </div>
  );
}
