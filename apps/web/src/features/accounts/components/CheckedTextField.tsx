import type { ComponentProps } from 'react';
import { TextField } from '../../../components/TextField';
import type { AvailabilityState } from '../availability.reducer';
import { AvailabilityHint } from './AvailabilityHint';

interface CheckedTextFieldProps extends Omit<ComponentProps<typeof TextField>, 'children'> {
  /** The live availability check of what is typed; its hint is `<id>-check`. */
  check: AvailabilityState;
}

/** An email or mobile input that says as it is typed whether the value is free to use. */
export function CheckedTextField({ check, ...fieldProps }: CheckedTextFieldProps) {
  const checkId = `${fieldProps.id}-check`;
  return (
    <TextField
      {...fieldProps}
      aria-invalid={Boolean(fieldProps.error) || check.status === 'invalid'}
      aria-describedby={checkId}
    >
      {fieldProps.error ? null : <AvailabilityHint id={checkId} state={check} />}
    </TextField>
  );
}
