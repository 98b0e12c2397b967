import type { AriaAttributes, ReactNode } from 'react';
import { FieldError } from './FieldError';

/** What the control inside a Field must carry so that its error and hint are announced. */
export type FieldControlAria = Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'>;

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Helper text shown under the control (`field-hint`). */
  hint?: ReactNode;
  /** Id for the hint; when set the control is described by it. */
  hintId?: string;
  /** Id for the error; when set a FieldError is rendered and the control is described by it. */
  errorId?: string;
  error?: string;
  /** Overrides the invalid state that the error would give. */
  invalid?: AriaAttributes['aria-invalid'];
  /** Further ids that describe the control, e.g. a live availability hint. */
  describedBy?: string;
  /** Extra content rendered after the hint and error. */
  extra?: ReactNode;
  control: (aria: FieldControlAria) => ReactNode;
}

/** The props a labelled control passes to its frame. */
export type FieldFrameProps = Pick<FieldProps, 'label' | 'hint' | 'hintId' | 'errorId' | 'error'>;

/** Separates a field component's props into the frame's and the control's own. */
export function splitFieldProps<P extends FieldFrameProps & AriaAttributes & { id: string }>(
  props: P,
) {
  const {
    id,
    label,
    hint,
    hintId,
    errorId,
    error,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    ...control
  } = props;
  return { frame: { id, label, hint, hintId, errorId, error, invalid, describedBy }, control };
}

/** The `<div class="field">` frame around one labelled control, with its hint and error. */
export function Field({ control, extra, ...frame }: FieldProps) {
  const { id, label, hint, hintId, errorId, error, invalid, describedBy } = frame;
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({
        'aria-invalid': invalid ?? (errorId ? Boolean(error) : undefined),
        'aria-describedby': describedByIds || undefined,
      })}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {errorId ? <FieldError id={errorId} message={error} /> : null}
      {extra}
    </div>
  );
}
