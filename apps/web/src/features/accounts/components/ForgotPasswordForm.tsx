import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../../components/FormAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { FORGOT_EMAIL_ID, FORGOT_SENT_ID, useForgotPassword } from '../hooks/useForgotPassword';
import styles from './accounts.module.css';

export function ForgotPasswordForm() {
  const { email, setEmail, error, formError, sentMessage, busy, onSubmit } = useForgotPassword();

  return (
    <div className={styles.panel}>
      <span className="eyebrow">Parents</span>
      <h1>Forgot your password?</h1>
      {sentMessage ? (
        <p
          id={FORGOT_SENT_ID}
          className="form-status form-status--success"
          role="status"
          tabIndex={-1}
        >
          {sentMessage}
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            Enter the email you registered with and we will send you a link to choose a new
            password.
          </p>
          <form className="form" onSubmit={onSubmit} noValidate>
            <TextField
              id={FORGOT_EMAIL_ID}
              errorId={`${FORGOT_EMAIL_ID}-error`}
              error={error}
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormAlert message={formError} />
            <SubmitButton busy={busy} busyLabel="Sending link..." block>
              Send reset link
            </SubmitButton>
          </form>
        </>
      )}
      <p className={styles.switch}>
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </div>
  );
}
