import { ACCOUNT_MESSAGES as M, type AddChildResponse } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { childrenQueryKey, familyApi } from '../api/family-api';
import {
  familyFailureMessage,
  validateAddChild,
  type AddChildErrors,
  type AddChildForm,
} from '../add-child.validation';

const EMPTY: AddChildForm = { name: '', class: '' };

export function useAddChild(parentId: string) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AddChildForm>(EMPTY);
  const [errors, setErrors] = useState<AddChildErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<AddChildResponse | null>(null);
  const mutation = useMutation({
    mutationFn: (child: { name: string; class: string }) => familyApi.addChild(parentId, child),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey(parentId) }),
  });

  const setField = <K extends keyof AddChildForm>(field: K, value: AddChildForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const problems = validateAddChild(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || mutation.isPending) {
      return;
    }
    mutation.mutate(
      { name: form.name.trim(), class: form.class },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setForm(EMPTY);
        },
        onError: (error) => setFailure(familyFailureMessage(error, M.addChildFailed)),
      },
    );
  };

  const addAnother = () => {
    setCreated(null);
    setFailure(null);
  };

  return {
    form,
    errors,
    failure,
    created,
    setField,
    onSubmit,
    addAnother,
    busy: mutation.isPending,
  };
}
