import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { RESET_OUTCOME_ID, useResetPassword } from '../hooks/useResetPassword';
import styles from './accounts.module.css';

/** The page a reset link opens: a new password, then sign in with it. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { textField, formError, outcome, busy, onSubmit } = useResetPassword(token);

  return (
    <div className={styles.panel}>
      <span className="eyebrow">Parents</span>
      <h1>Choose a new password</h1>
      {outcome?.kind === 'done' ? (
        <>
          <p
            id={RESET_OUTCOME_ID}
            className="form-status form-status--success"
            role="status"
            tabIndex={-1}
          >
            {outcome.message}
          </p>
          <Link to="/login" className="button button--primary button--block">
            Sign in
          </Link>
        </>
      ) : null}
      {outcome?.kind === 'link-failed' ? (
        <>
          <p
            id={RESET_OUTCOME_ID}
            className="form-status form-status--error"
            role="alert"
            tabIndex={-1}
          >
            {outcome.message}
          </p>
          <Link to="/forgot-password" className="button button--primary button--block">
            Ask for a new link
          </Link>
        </>
      ) : null}
      {outcome ? null : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <PasswordField
            {...textField('password')}
            label="New password"
            hint="At least 6 characters."
            hintId="reset-password-hint"
            autoComplete="new-password"
          />
          <PasswordField
            {...textField('confirmPassword')}
            label="Confirm new password"
            autoComplete="new-password"
          />
          <FormAlert message={formError} />
          <SubmitButton busy={busy} busyLabel="Saving..." block>
            Set new password
          </SubmitButton>
        </form>
      )}
      {outcome?.kind === 'done' ? null : (
        <p className={styles.switch}>
          <Link to="/login">Back to sign in</Link>
        </p>
      )}
    </div>
  );
}
