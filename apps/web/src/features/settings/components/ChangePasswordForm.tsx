import { ACCOUNT_MESSAGES as M, PASSWORD_MIN_LENGTH } from '@abhyas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { familyFailureMessage } from '../../family/add-child.validation';
import { settingsApi } from '../api/settings-api';
import { SettingsMessage } from './SettingsMessage';

export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => settingsApi.changePassword(current, next),
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
        setCurrent('');
        setNext('');
        setMessage(M.passwordChanged);
      },
      onError: (error) => setMessage(familyFailureMessage(error, 'Failed to update password')),
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <div className="form-row">
        <TextField
          id="cp-current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          id="cp-new"
          label="New password"
          hint={<>At least {PASSWORD_MIN_LENGTH} characters.</>}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
      </div>
      <SettingsMessage message={message} />
      <div>
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Updating...' : 'Update password'}
        </button>
      </div>
    </form>
  );
}
