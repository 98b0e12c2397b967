import { counterText } from '../explanation-forms';
import styles from './explanations.module.css';

interface CountedTextAreaProps {
  id: string;
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  optional?: boolean;
  rows?: number;
}

/** A text area with a limit, its `0/200` counter, and its error announced with it. */
export function CountedTextArea({
  id,
  label,
  value,
  max,
  onChange,
  error,
  placeholder,
  optional = false,
  rows = 3,
}: CountedTextAreaProps) {
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="optional"> (optional)</span> : null}
      </label>
      <textarea
        id={id}
        className="textarea"
        rows={rows}
        value={value}
        maxLength={max}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', counterId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={counterId} className={`field-hint ${styles.counter}`} data-testid={counterId}>
        {counterText(value, max)}
      </span>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
