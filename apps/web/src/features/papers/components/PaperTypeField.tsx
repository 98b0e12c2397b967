import type { PaperType } from '@abhyas/contracts';
import { SelectField } from '../../../components/SelectField';
import type { PaperFormBinding } from './paper-form-binding';

export function PaperTypeField({ binding }: { binding: PaperFormBinding }) {
  const { form, options, edit, disabled } = binding;
  return (
    <SelectField
      id="paper-type"
      label="Paper type"
      options={options.paperTypes}
      value={form.paperType}
      disabled={disabled}
      onChange={(event) => {
        const choice = options.paperTypes.find((type) => type.value === event.target.value);
        if (choice) {
          edit({ type: 'paperType', paperType: choice.value satisfies PaperType });
        }
      }}
    />
  );
}
