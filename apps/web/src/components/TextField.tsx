import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './FieldError';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** Helper text shown under the input (`field-hint`). */
  hint?: ReactNode;
  /** Id for the hint; when set the input is described by it. */
  hintId?: string;
  /** Id for the error; when set a FieldError is rendered and the input is described by it. */
  errorId?: string;
  error?: string;
  /** Extra content rendered after the hint and error, e.g. an availability hint. */
  children?: ReactNode;
}

/** One labelled text input with optional hint and error: `<div class="field">` markup. */
export function TextField({
  id,
  label,
  hint,
  hintId,
  errorId,
  error,
  children,
  className = 'input',
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...inputProps
}: TextFieldProps) {
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={className}
        {...inputProps}
        aria-invalid={invalid ?? (errorId ? Boolean(error) : undefined)}
        aria-describedby={describedByIds || undefined}
      />
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {errorId ? <FieldError id={errorId} message={error} /> : null}
      {children}
    </div>
  );
}
