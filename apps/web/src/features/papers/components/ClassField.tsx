import { SelectField } from '../../../components/SelectField';
import { fieldError, type PaperFormBinding } from './paper-form-binding';

/** The classes the chosen board or Olympiad has a syllabus for. */
export function ClassField({ binding }: { binding: PaperFormBinding }) {
  const { form, options, edit, disabled } = binding;
  return (
    <SelectField
      id="paper-class"
      label="Class"
      placeholder="Select class"
      options={options.classes.map((value) => ({ value: String(value), label: `Class ${value}` }))}
      value={form.class === null ? '' : String(form.class)}
      disabled={disabled}
      onChange={(event) =>
        edit({ type: 'class', class: event.target.value ? Number(event.target.value) : null })
      }
      {...fieldError(binding, 'class', 'paper-class')}
    />
  );
}
