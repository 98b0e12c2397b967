import { NEWSLETTER_MESSAGES } from '@abhyas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FormStatus } from '../../../components/FormStatusLine';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { checkNewsletterEmail, newsletterFailureMessage } from '../newsletter.validation';

export function useNewsletterSubscription() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<FormStatus>(null);
  const mutation = useMutation({ mutationFn: subscribeToNewsletter });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const check = checkNewsletterEmail(email);
    if (!check.ok) {
      setStatus({ kind: 'error', message: check.message });
      return;
    }
    setStatus(null);
    mutation.mutate(
      { email: check.email },
      {
        onSuccess: () => {
          setEmail('');
          setStatus({ kind: 'success', message: NEWSLETTER_MESSAGES.success });
        },
        onError: (error) => setStatus({ kind: 'error', message: newsletterFailureMessage(error) }),
      },
    );
  };

  return { email, setEmail, status, submitting: mutation.isPending, onSubmit };
}
