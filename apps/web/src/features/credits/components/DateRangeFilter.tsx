import { useId, useState, type FormEvent } from 'react';
import { bindTextField } from '../../../components/bind-text-field';
import { TextField } from '../../../components/TextField';
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
  const dateField = bindTextField({
    idPrefix: id,
    values: draft,
    setField: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
  });

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
      <TextField
        {...dateField('startDate', `${id}-from`)}
        label="From"
        type="date"
        max={draft.endDate || undefined}
        data-testid="date-range-start"
      />
      <TextField
        {...dateField('endDate', `${id}-to`)}
        label="To"
        type="date"
        min={draft.startDate || undefined}
        data-testid="date-range-end"
      />
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
