import { Suspense, useId, useState, type ReactNode } from 'react';
import styles from './progress.module.css';

export interface ChartTable {
  columns: readonly string[];
  /** Cells as shown; a column whose header is in `numeric` is right-aligned. */
  rows: readonly (readonly string[])[];
  numeric?: readonly string[];
}

interface ChartFigureProps {
  title: string;
  /** What the chart shows in one sentence: the chart's accessible description. */
  summary: string;
  table: ChartTable;
  testId?: string;
  /** The chart itself (a lazily loaded recharts component). */
  children: ReactNode;
}

/**
 * A chart with its text alternative: the figure is named by its title and described by a
 * summary; the same numbers are in a table that screen readers always get and anyone can show.
 */
export function ChartFigure({ title, summary, table, testId, children }: ChartFigureProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const numeric = new Set(table.numeric ?? []);
  return (
    <figure
      className={styles.figure}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-testid={testId}
    >
      <div className={styles.figureHead}>
        <h3 id={`${id}-title`}>{title}</h3>
        <button
          type="button"
          className={`button button--light ${styles.tableToggle}`}
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide table' : 'Show as table'}
        </button>
      </div>
      <p id={`${id}-summary`} className="visually-hidden">
        {summary}
      </p>
      {/* The drawing repeats the table below, so assistive technology reads the table; inert
          also takes the chart's own keyboard layer out of the Tab order, since a stop that
          screen readers cannot see would be a silent one. */}
      <div className={styles.chartArea} aria-hidden="true" inert>
        <Suspense fallback={<p className={styles.chartNote}>Loading chart...</p>}>
          {children}
        </Suspense>
      </div>
      {/* Shown, the table may scroll sideways: then it is a named region a keyboard can reach. */}
      <div
        id={`${id}-table`}
        className={showTable ? styles.tableWrap : 'visually-hidden'}
        data-testid={testId ? `${testId}-table` : undefined}
        {...(showTable ? { role: 'region', 'aria-label': title, tabIndex: 0 } : {})}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={numeric.has(column) ? styles.number : undefined}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={`${row[0]}-${index}`}>
                {row.map((cell, column) => (
                  <td
                    key={table.columns[column]}
                    className={numeric.has(table.columns[column]) ? styles.number : undefined}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
