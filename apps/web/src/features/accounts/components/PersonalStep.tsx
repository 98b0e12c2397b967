import type { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import { AvailabilityHint } from './AvailabilityHint';
import { FieldError } from './FieldError';

type Wizard = ReturnType<typeof useRegistrationWizard>;

export function PersonalStep({ wizard }: { wizard: Wizard }) {
  const { form, errors, setField, mobileCheck } = wizard;
  return (
    <fieldset className="form">
      <legend className="visually-hidden">Personal information</legend>
      <div className="field">
        <label htmlFor="reg-name">Full name</label>
        <input
          id="reg-name"
          className="input"
          autoComplete="name"
          value={form.name}
          onChange={(event) => setField('name', event.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby="reg-name-error"
        />
        <FieldError id="reg-name-error" message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor="reg-mobile">Mobile number</label>
        <input
          id="reg-mobile"
          type="tel"
          inputMode="tel"
          className="input"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={form.mobile}
          onChange={(event) => setField('mobile', event.target.value)}
          aria-invalid={Boolean(errors.mobile) || mobileCheck.status === 'invalid'}
          aria-describedby="reg-mobile-error reg-mobile-check"
        />
        <FieldError id="reg-mobile-error" message={errors.mobile} />
        {errors.mobile ? null : <AvailabilityHint id="reg-mobile-check" state={mobileCheck} />}
      </div>
    </fieldset>
  );
}
