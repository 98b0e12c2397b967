import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { ApiError } from '../../../lib/create-api-client';
import { CheckedTextField } from '../../accounts/components/CheckedTextField';
import { useAvailabilityCheck } from '../../accounts/hooks/useAvailabilityCheck';
import { isEmailFormatValid } from '../../accounts/registration.validation';
import { familyFailureMessage } from '../../family/add-child.validation';
import { useSession } from '../../session/hooks/useSession';
import { sessionStore } from '../../session/session-store';
import { settingsApi } from '../api/settings-api';
import { SettingsMessage } from './SettingsMessage';

export function UpdateEmailForm() {
  const { user, token } = useSession();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const check = useAvailabilityCheck('email');
  const mutation = useMutation({ mutationFn: settingsApi.updateEmail });

  const onChange = (value: string) => {
    setEmail(value);
    setMessage(null);
    const normalised = value.trim().toLowerCase();
    check.onChange(normalised, isEmailFormatValid(normalised) && normalised !== user?.email);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalised = email.trim().toLowerCase();
    if (!normalised) {
      setMessage(M.emailRequired);
      return;
    }
    if (!isEmailFormatValid(normalised)) {
      setMessage(M.emailInvalid);
      return;
    }
    if (!currentPassword) {
      setMessage(M.passwordRequired);
      return;
    }
    mutation.mutate(
      { email: normalised, currentPassword },
      {
        onSuccess: () => {
          if (user && token) {
            sessionStore.signIn({ ...user, email: normalised }, token);
          }
          setEmail('');
          setCurrentPassword('');
          check.onChange('', false);
          setMessage(`${M.emailUpdated}. You were signed out on your other devices.`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            check.markTaken(normalised, M.emailTaken);
            return;
          }
          setMessage(familyFailureMessage(error, 'Failed to update email'));
        },
      },
    );
  };

  const blocked = check.state.status === 'checking' || check.state.status === 'invalid';
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Update email">
      {user?.email ? (
        <p className="field-hint">
          Current email: <strong>{user.email}</strong>
        </p>
      ) : null}
      <CheckedTextField
        id="ue-email"
        label="New email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onChange(event.target.value)}
        check={check.state}
      />
      <PasswordField
        id="ue-current-password"
        label="Current password"
        hint="Needed to change the email. Your other devices will be signed out."
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => {
          setCurrentPassword(event.target.value);
          setMessage(null);
        }}
      />
      <SettingsMessage message={message} />
      <div>
        <SubmitButton busy={mutation.isPending} busyLabel="Updating..." disabled={blocked}>
          {check.state.status === 'checking' ? 'Checking...' : 'Update email'}
        </SubmitButton>
      </div>
    </form>
  );
}
