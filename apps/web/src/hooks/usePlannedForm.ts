import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { bindChoiceField } from '../components/bind-choice-field';
import { bindTextField } from '../components/bind-text-field';
import type { FormStatus } from '../components/FormStatusLine';

/** What a submit does, decided by a pure planner beside the form's validation. */
export type SubmissionPlan<Field, Request> =
  | { kind: 'invalid'; field: Field; message: string }
  /** A filled honeypot: fake success without a call, so a bot learns nothing. */
  | { kind: 'honeypot' }
  | { kind: 'send'; request: Request };

interface PlannedFormOptions<Values, Field extends keyof Values, Request> {
  /** Ids of the text inputs are `<idPrefix>-<field>`. */
  idPrefix: string;
  initialValues: () => Values;
  plan: (values: Values) => SubmissionPlan<Field, Request>;
  send: (request: Request) => Promise<unknown>;
  /** What the fields hold once a submission went through (or was faked). */
  valuesAfterSent: (values: Values) => Values;
  messages: { success: string; honeypot?: string };
  failureMessage: (error: unknown) => string;
}

/**
 * A public form that points one message at one field: the plan decides, an invalid field gets
 * the focus, one status line reports the outcome, and a second submit waits for the first.
 */
export function usePlannedForm<Values, Field extends keyof Values, Request>(
  options: PlannedFormOptions<Values, Field, Request>,
) {
  const [values, setValues] = useState<Values>(options.initialValues);
  const [status, setStatus] = useState<FormStatus>(null);
  const [invalidField, setInvalidField] = useState<Field | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useMutation({ mutationFn: options.send });

  const setField = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if ((field as keyof Values) === invalidField) {
      setInvalidField(null);
    }
  };

  const succeed = (message: string) => {
    setValues(options.valuesAfterSent);
    setStatus({ kind: 'success', message });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    const plan = options.plan(values);
    switch (plan.kind) {
      case 'invalid':
        setInvalidField(plan.field);
        setStatus({ kind: 'error', message: plan.message });
        formRef.current?.querySelector<HTMLElement>(`[name="${String(plan.field)}"]`)?.focus();
        return;
      case 'honeypot':
        succeed(options.messages.honeypot ?? options.messages.success);
        return;
      case 'send':
        setInvalidField(null);
        setStatus(null);
        mutation.mutate(plan.request, {
          onSuccess: () => succeed(options.messages.success),
          onError: (error) => setStatus({ kind: 'error', message: options.failureMessage(error) }),
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
    textField: bindTextField<Values>({
      idPrefix: options.idPrefix,
      values,
      // Only text fields are bound, so their values are strings.
      setField: (field, value) => setField(field, value as Values[typeof field]),
      invalidField,
    }),
    choiceField: bindChoiceField<Values>({
      idPrefix: options.idPrefix,
      values,
      setField,
      invalidField,
    }),
    status,
    invalidField,
    submitting: mutation.isPending,
    onSubmit,
    formRef,
  };
}
