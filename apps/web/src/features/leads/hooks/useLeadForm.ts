import { LEAD_MESSAGES } from '@abhyas/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { submitLead } from '../api/submit-lead';
import {
  initialLeadFormValues,
  planLeadSubmission,
  valuesAfterLeadSent,
  type LeadField,
  type LeadFormValues,
  type LeadTrack,
} from '../lead-form.validation';

export type LeadStatus = { kind: 'success' | 'error'; message: string } | null;

export function useLeadForm(track: LeadTrack) {
  const [values, setValues] = useState<LeadFormValues>(() => initialLeadFormValues(track));
  const [status, setStatus] = useState<LeadStatus>(null);
  const [invalidField, setInvalidField] = useState<LeadField | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useMutation({ mutationFn: submitLead });

  const update = <K extends keyof LeadFormValues>(field: K, value: LeadFormValues[K]) => {
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
    const plan = planLeadSubmission(values);
    if (plan.kind === 'invalid') {
      setInvalidField(plan.field);
      setStatus({ kind: 'error', message: plan.message });
      formRef.current?.querySelector<HTMLElement>(`[name="${plan.field}"]`)?.focus();
      return;
    }
    setInvalidField(null);
    setStatus(null);
    mutation.mutate(plan.request, {
      onSuccess: () => {
        setValues(valuesAfterLeadSent);
        setStatus({ kind: 'success', message: LEAD_MESSAGES.success });
      },
      onError: () => setStatus({ kind: 'error', message: LEAD_MESSAGES.failed }),
    });
  };

  return {
    values,
    update,
    status,
    invalidField,
    submitting: mutation.isPending,
    onSubmit,
    formRef,
  };
}
