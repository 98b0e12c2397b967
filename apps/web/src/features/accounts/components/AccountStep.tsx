import { TextField } from '../../../components/TextField';
import type { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import { AvailabilityHint } from './AvailabilityHint';

type Wizard = ReturnType<typeof useRegistrationWizard>;

export function AccountStep({ wizard }: { wizard: Wizard }) {
  const { form, errors, setField, emailCheck } = wizard;
  return (
    <fieldset className="form">
      <legend className="visually-hidden">Account</legend>
      <TextField
        id="reg-email"
        label="Email"
        errorId="reg-email-error"
        error={errors.email}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => setField('email', event.target.value)}
        aria-invalid={Boolean(errors.email) || emailCheck.status === 'invalid'}
        aria-describedby="reg-email-check"
      >
        {errors.email ? null : <AvailabilityHint id="reg-email-check" state={emailCheck} />}
      </TextField>
      <TextField
        id="reg-password"
        label="Password"
        hint="At least 6 characters."
        hintId="reg-password-hint"
        errorId="reg-password-error"
        error={errors.password}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => setField('password', event.target.value)}
      />
      <TextField
        id="reg-confirm"
        label="Confirm password"
        errorId="reg-confirm-error"
        error={errors.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(event) => setField('confirmPassword', event.target.value)}
      />
    </fieldset>
  );
}
