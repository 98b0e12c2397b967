import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { CredentialsCard } from '../../../components/CredentialsCard';
import { FormAlert } from '../../../components/FormAlert';
import { useRegistrationWizard } from '../hooks/useRegistrationWizard';
import {
  createAccountButton,
  nextButton,
  STEP_HEADING_ID,
  WIZARD_STEPS,
} from '../registration.validation';
import styles from './accounts.module.css';
import { AccountStep } from './AccountStep';
import { AccountTypeStep } from './AccountTypeStep';
import { PersonalStep } from './PersonalStep';
import { WizardProgress } from './WizardProgress';

export function RegistrationWizard() {
  const wizard = useRegistrationWizard();
  const { step, registered } = wizard;

  if (registered?.credentials) {
    return (
      <div className={styles.panel}>
        <span className="eyebrow">Account created</span>
        <h1>Welcome, {registered.user.name}!</h1>
        <p className={styles.lead}>
          You are signed in. Your student sign-in details are below: use them on the Student tab of
          the sign-in page.
        </p>
        <CredentialsCard
          username={registered.credentials.username}
          pin={registered.credentials.pin}
          hint="Keep them somewhere safe. You can also sign in with your email and password."
        />
        <button
          type="button"
          className={`button button--primary button--block ${styles.continue}`}
          onClick={wizard.continueToDashboard}
        >
          I&apos;ve noted these, continue
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 3) {
      wizard.submit();
    } else {
      wizard.goNext();
    }
  };
  const next = nextButton(step, wizard.availability);
  const create = createAccountButton(wizard.availability, wizard.submitting);

  return (
    <div className={styles.panel}>
      <span className="eyebrow">Get started</span>
      <h1>Create your Abhyas account</h1>
      <WizardProgress step={step} />
      <h2 id={STEP_HEADING_ID} className={styles.stepHeading} tabIndex={-1}>
        Step {step} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step - 1].title}
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby={STEP_HEADING_ID}>
        {step === 1 ? <AccountStep wizard={wizard} /> : null}
        {step === 2 ? <PersonalStep wizard={wizard} /> : null}
        {step === 3 ? <AccountTypeStep wizard={wizard} /> : null}

        <FormAlert message={wizard.formError} />

        <div className={styles.actionsRow}>
          {step > 1 ? (
            <button type="button" className="button button--secondary" onClick={wizard.goBack}>
              Previous
            </button>
          ) : (
            <span />
          )}
          {step < 3 ? (
            <button type="submit" className="button button--primary" disabled={next.disabled}>
              {next.label}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={create.disabled}>
              {create.label}
            </button>
          )}
        </div>
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </div>
  );
}
