import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFocusAfterRender } from '../../../hooks/useFocusAfterRender';
import { accountsApi } from '../api/accounts-api';
import { forgotPasswordFailureMessage } from '../password-reset.errors';
import { forgotPasswordErrors } from '../password-reset.validation';

export const FORGOT_EMAIL_ID = 'forgot-email';
export const FORGOT_SENT_ID = 'forgot-sent';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const focus = useFocusAfterRender();
  const mutation = useMutation({ mutationFn: accountsApi.forgotPassword });

  const setEmail = (value: string) => {
    setEmailValue(value);
    setError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const problems = forgotPasswordErrors(email);
    setError(problems.email);
    setFormError(null);
    if (problems.email) {
      focus(FORGOT_EMAIL_ID);
      return;
    }
    mutation.mutate(email.trim().toLowerCase(), {
      onSuccess: (answer) => {
        setSentMessage(answer.message);
        focus(FORGOT_SENT_ID);
      },
      onError: (failure) => setFormError(forgotPasswordFailureMessage(failure)),
    });
  };

  return { email, setEmail, error, formError, sentMessage, busy: mutation.isPending, onSubmit };
}
