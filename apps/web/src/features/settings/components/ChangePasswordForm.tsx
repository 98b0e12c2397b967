import { ACCOUNT_MESSAGES as M, PASSWORD_MIN_LENGTH } from '@abhyas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { bindTextField } from '../../../components/bind-text-field';
import { SubmitButton } from '../../../components/SubmitButton';
import { PasswordField } from '../../../components/PasswordField';
import { familyFailureMessage } from '../../family/add-child.validation';
import { settingsApi } from '../api/settings-api';
import { SettingsMessage } from './SettingsMessage';

const EMPTY = { current: '', next: '' };

export function ChangePasswordForm() {
  const [passwords, setPasswords] = useState(EMPTY);
  const { current, next } = passwords;
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => settingsApi.changePassword(current, next),
  });

  const textField = bindTextField({
    idPrefix: 'cp',
    values: passwords,
    setField: (field, value) => setPasswords((all) => ({ ...all, [field]: value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current || !next) {
      setMessage(M.passwordRequired);
      return;
    }
    if (next.length < PASSWORD_MIN_LENGTH) {
      setMessage(M.passwordTooShort);
      return;
    }
    setMessage(null);
    mutation.mutate(undefined, {
      onSuccess: () => {
        setPasswords(EMPTY);
        setMessage(`${M.passwordChanged}. You were signed out on your other devices.`);
      },
      onError: (error) => setMessage(familyFailureMessage(error, 'Failed to update password')),
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <div className="form-row">
        <PasswordField
          {...textField('current')}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          {...textField('next', 'cp-new')}
          label="New password"
          hint={<>At least {PASSWORD_MIN_LENGTH} characters.</>}
          autoComplete="new-password"
        />
      </div>
      <SettingsMessage message={message} />
      <div>
        <SubmitButton busy={mutation.isPending} busyLabel="Updating...">
          Update password
        </SubmitButton>
      </div>
    </form>
  );
}
