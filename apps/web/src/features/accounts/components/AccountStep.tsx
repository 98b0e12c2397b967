import { PasswordField } from '../../../components/PasswordField';
import type { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import { CheckedTextField } from './CheckedTextField';

type Wizard = ReturnType<typeof useRegistrationWizard>;

export function AccountStep({ wizard }: { wizard: Wizard }) {
  const { textField, emailCheck } = wizard;
  return (
    <fieldset className="form">
      <legend className="visually-hidden">Account</legend>
      <CheckedTextField
        {...textField('email')}
        label="Email"
        type="email"
        autoComplete="email"
        check={emailCheck}
      />
      <PasswordField
        {...textField('password')}
        label="Password"
        hint="At least 6 characters."
        hintId="reg-password-hint"
        autoComplete="new-password"
      />
      <PasswordField
        {...textField('confirmPassword', 'reg-confirm')}
        label="Confirm password"
        autoComplete="new-password"
      />
    </fieldset>
  );
}
