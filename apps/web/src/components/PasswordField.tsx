import type { ComponentProps } from 'react';
import { TextField } from './TextField';

interface PasswordFieldProps extends Omit<ComponentProps<typeof TextField>, 'type'> {
  /** Whether the browser should fill in the saved password or offer to save a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A labelled password input. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
