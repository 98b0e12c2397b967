import type { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import { AvailabilityHint } from './AvailabilityHint';
import { FieldError } from './FieldError';

type Wizard = ReturnType<typeof useRegistrationWizard>;

export function AccountStep({ wizard }: { wizard: Wizard }) {
  const { form, errors, setField, emailCheck } = wizard;
  return (
    <fieldset className="form">
      <legend className="visually-hidden">Account</legend>
      <div className="field">
        <label htmlFor="reg-email">Email</label>
        <input
          id="reg-email"
          type="email"
          className="input"
          autoComplete="email"
          value={form.email}
          onChange={(event) => setField('email', event.target.value)}
          aria-invalid={Boolean(errors.email) || emailCheck.status === 'invalid'}
          aria-describedby="reg-email-error reg-email-check"
        />
        <FieldError id="reg-email-error" message={errors.email} />
        {errors.email ? null : <AvailabilityHint id="reg-email-check" state={emailCheck} />}
      </div>
      <div className="field">
        <label htmlFor="reg-password">Password</label>
        <input
          id="reg-password"
          type="password"
          className="input"
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => setField('password', event.target.value)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby="reg-password-error reg-password-hint"
        />
        <span id="reg-password-hint" className="field-hint">
          At least 6 characters.
        </span>
        <FieldError id="reg-password-error" message={errors.password} />
      </div>
      <div className="field">
        <label htmlFor="reg-confirm">Confirm password</label>
        <input
          id="reg-confirm"
          type="password"
          className="input"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(event) => setField('confirmPassword', event.target.value)}
          aria-invalid={Boolean(errors.confirmPassword)}
          aria-describedby="reg-confirm-error"
        />
        <FieldError id="reg-confirm-error" message={errors.confirmPassword} />
      </div>
    </fieldset>
  );
}
