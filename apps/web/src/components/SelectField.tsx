import type { SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './Field';

export type SelectOption = string | { value: string; label: string };

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>, FieldFrameProps {
  id: string;
  options: readonly SelectOption[];
  /** An empty first option, e.g. "Select class". */
  placeholder?: string;
}

const optionValue = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/** One labelled select with optional hint and error, in the same frame as TextField. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <Field
      {...frame}
      control={(aria) => (
        <select id={frame.id} className="select" {...control} {...aria}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
