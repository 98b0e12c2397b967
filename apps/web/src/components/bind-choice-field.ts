import type { ChangeEvent } from 'react';

interface ChoiceFieldBinding<Values> {
  /** Ids are `<idPrefix>-<field>`. */
  idPrefix: string;
  values: Values;
  setField: <K extends keyof Values>(field: K, value: Values[K]) => void;
  /** The one field a message points at: its select gets `aria-invalid`. */
  invalidField: keyof Values | null;
}

/**
 * Returns the SelectField props that tie one select to a form's state: id, name (the form
 * focuses an invalid field by it), value, a change that keeps only the values `isChoice` accepts,
 * and `aria-invalid`.
 */
export function bindChoiceField<Values>(binding: ChoiceFieldBinding<Values>) {
  const { idPrefix, values, setField, invalidField } = binding;
  return <K extends keyof Values & string>(
    field: K,
    isChoice: (value: string) => value is Values[K] & string,
  ) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const { value } = event.target;
      if (isChoice(value)) {
        setField(field, value);
      }
    },
    'aria-invalid': invalidField === field,
  });
}
