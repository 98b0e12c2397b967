import type { ChangeEvent } from 'react';

/** The keys of a form whose values are free text. */
export type TextKey<Values> = {
  [K in keyof Values]-?: Values[K] extends string ? (string extends Values[K] ? K : never) : never;
}[keyof Values] &
  string;

interface TextFieldBinding<Values> {
  /** Ids are `<idPrefix>-<field>` unless a field is given its own. */
  idPrefix: string;
  values: Values;
  setField: (field: TextKey<Values>, value: string) => void;
  /** Messages per field, shown under the input as `<id>-error`. */
  errors?: Partial<Record<keyof Values, string>>;
  /**
   * For forms that point one message at one field: inputs get their field's `name` (the form
   * focuses the invalid one by it) and `aria-invalid` when they are the one.
   */
  invalidField?: keyof Values | null;
}

/** Returns the TextField props that tie one text field to a form's state: id, value and change, error. */
export function bindTextField<Values>(binding: TextFieldBinding<Values>) {
  const { idPrefix, values, setField, errors, invalidField } = binding;
  return (field: TextKey<Values>, id = `${idPrefix}-${field}`) => ({
    id,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.value),
    ...(errors ? { errorId: `${id}-error`, error: errors[field] } : {}),
    ...(invalidField === undefined ? {} : { name: field, 'aria-invalid': invalidField === field }),
  });
}
