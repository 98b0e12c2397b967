import { TextField } from '../../../components/TextField';
import type { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import { CheckedTextField } from './CheckedTextField';

type Wizard = ReturnType<typeof useRegistrationWizard>;

export function PersonalStep({ wizard }: { wizard: Wizard }) {
  const { textField, mobileCheck } = wizard;
  return (
    <fieldset className="form">
      <legend className="visually-hidden">Personal information</legend>
      <TextField {...textField('name')} label="Full name" autoComplete="name" />
      <CheckedTextField
        {...textField('mobile')}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        check={mobileCheck}
      />
    </fieldset>
  );
}
