import type { InputHTMLAttributes, ReactNode } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it (`checkbox` markup). */
export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  return (
    <label className="checkbox" htmlFor={inputProps.id}>
      <input type="checkbox" {...inputProps} />
      <span>{label}</span>
    </label>
  );
}
