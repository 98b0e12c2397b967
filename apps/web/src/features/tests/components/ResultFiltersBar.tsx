import { TextField } from '../../../components/TextField';
import {
  RESULT_FILTERS,
  RESULT_FILTER_LABELS,
  type CustomRange,
  type ResultFilter,
} from '../result-filters';
import styles from './tests.module.css';

interface ResultFiltersBarProps {
  filter: ResultFilter;
  custom: CustomRange;
  /** `YYYY-MM-DD`: neither date may be later. */
  today: string;
  busy: boolean;
  onFilter: (filter: ResultFilter) => void;
  onCustom: (custom: CustomRange) => void;
}

export function ResultFiltersBar({
  filter,
  custom,
  today,
  busy,
  onFilter,
  onCustom,
}: ResultFiltersBarProps) {
  return (
    <div className={styles.filters}>
      <fieldset className={styles.filterChoices}>
        <legend className="visually-hidden">Show results from</legend>
        {RESULT_FILTERS.map((key) => (
          <label
            key={key}
            className={key === filter ? `${styles.chip} ${styles.chipOn}` : styles.chip}
          >
            <input
              type="radio"
              name="result-filter"
              value={key}
              checked={key === filter}
              onChange={() => onFilter(key)}
            />
            {RESULT_FILTER_LABELS[key]}
          </label>
        ))}
      </fieldset>
      {filter === 'custom' ? (
        <div className={styles.customRange}>
          <TextField
            id="results-from"
            label="From"
            type="date"
            max={custom.end || today}
            value={custom.start}
            onChange={(event) => onCustom({ ...custom, start: event.target.value })}
          />
          <TextField
            id="results-to"
            label="To"
            type="date"
            min={custom.start || undefined}
            max={today}
            value={custom.end}
            onChange={(event) => onCustom({ ...custom, end: event.target.value })}
          />
        </div>
      ) : null}
      <p className={styles.filterBusy} role="status" aria-live="polite">
        {busy ? 'Filtering…' : ''}
      </p>
    </div>
  );
}
