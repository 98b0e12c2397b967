import { CONTACT_MESSAGES } from '@abhyas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../api/send-contact-message';
import {
  EMPTY_CONTACT_FORM,
  contactFailureMessage,
  planContactSubmission,
  type ContactField,
  type ContactFormValues,
} from '../contact-form.validation';

export type ContactStatus = { kind: 'success' | 'error'; message: string } | null;

export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [status, setStatus] = useState<ContactStatus>(null);
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useMutation({ mutationFn: sendContactMessage });

  const setField = (field: keyof ContactFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === invalidField) {
      setInvalidField(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const plan = planContactSubmission(values);
    switch (plan.kind) {
      case 'invalid':
        setInvalidField(plan.field);
        setStatus({ kind: 'error', message: plan.message });
        formRef.current?.querySelector<HTMLElement>(`[name="${plan.field}"]`)?.focus();
        return;
      case 'honeypot':
        setValues(EMPTY_CONTACT_FORM);
        setStatus({ kind: 'success', message: CONTACT_MESSAGES.honeypotSuccess });
        return;
      case 'send':
        setInvalidField(null);
        setStatus(null);
        mutation.mutate(plan.request, {
          onSuccess: () => {
            setValues(EMPTY_CONTACT_FORM);
            setStatus({ kind: 'success', message: CONTACT_MESSAGES.success });
          },
          onError: (error) => setStatus({ kind: 'error', message: contactFailureMessage(error) }),
        });
        return;
      default: {
        const unknownPlan: never = plan;
        return unknownPlan;
      }
    }
  };

  return {
    values,
    setField,
    status,
    invalidField,
    submitting: mutation.isPending,
    onSubmit,
    formRef,
  };
}
