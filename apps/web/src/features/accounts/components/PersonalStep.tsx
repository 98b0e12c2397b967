import { TextField } from '../../../components/TextField';
import type { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import { AvailabilityHint } from './AvailabilityHint';

type Wizard = ReturnType<typeof useRegistrationWizard>;

export function PersonalStep({ wizard }: { wizard: Wizard }) {
  const { form, errors, setField, mobileCheck } = wizard;
  return (
    <fieldset className="form">
      <legend className="visually-hidden">Personal information</legend>
      <TextField
        id="reg-name"
        label="Full name"
        errorId="reg-name-error"
        error={errors.name}
        autoComplete="name"
        value={form.name}
        onChange={(event) => setField('name', event.target.value)}
      />
      <TextField
        id="reg-mobile"
        label="Mobile number"
        errorId="reg-mobile-error"
        error={errors.mobile}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        value={form.mobile}
        onChange={(event) => setField('mobile', event.target.value)}
        aria-invalid={Boolean(errors.mobile) || mobileCheck.status === 'invalid'}
        aria-describedby="reg-mobile-check"
      >
        {errors.mobile ? null : <AvailabilityHint id="reg-mobile-check" state={mobileCheck} />}
      </TextField>
    </fieldset>
  );
}
