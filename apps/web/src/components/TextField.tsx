import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './Field';

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, FieldFrameProps {
  id: string;
  /** Extra content rendered after the hint and error, e.g. an availability hint. */
  children?: ReactNode;
}

/** One labelled text input with optional hint and error: `<div class="field">` markup. */
export function TextField({ children, className = 'input', ...props }: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <Field
      {...frame}
      extra={children}
      control={(aria) => <input id={frame.id} className={className} {...control} {...aria} />}
    />
  );
}
