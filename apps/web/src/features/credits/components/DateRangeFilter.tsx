import { useId, useState, type FormEvent } from 'react';
import { dateRangeProblem, type DateRange } from '../date-range';
import styles from './credits.module.css';

interface DateRangeFilterProps {
  applied: DateRange;
  onApply: (range: DateRange) => void;
  onReset: () => void;
}

/** Two date inputs applied together; Reset goes back to the current month. */
export function DateRangeFilter({ applied, onApply, onReset }: DateRangeFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = dateRangeProblem(draft);
    setProblem(found);
    if (!found) {
      onApply(draft);
    }
  };

  return (
    <form
      className={styles.filters}
      onSubmit={submit}
      aria-label="Date range"
      data-testid="date-range-filter"
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          data-testid="date-range-start"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          className="input"
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          data-testid="date-range-end"
        />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <button
          type="button"
          className="button button--light"
          onClick={() => {
            setProblem(null);
            onReset();
          }}
        >
          Reset
        </button>
      </div>
      {problem ? (
        <p className={styles.filterProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
