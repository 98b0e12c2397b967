import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormStatus } from '../components/FormStatusLine';
import { serverMessageOr } from '../lib/api-client';

interface StatusMutationOptions<Variables, Answer> {
  mutationFn: (variables: Variables) => Promise<Answer>;
  /** The status line after success. */
  successMessage: (answer: Answer) => string;
  /** The status line after a failure the server gave no reason for. */
  failureMessage: string;
  /** The lists the change makes stale, refetched after success. */
  invalidates: readonly QueryKey[];
  onSaved?: () => void;
}

/**
 * A parent's one-click change whose outcome is one status line: the success message, or the
 * server's reason (else the fallback), with the lists it touches refreshed after success.
 */
export function useStatusMutation<Variables, Answer>(
  options: StatusMutationOptions<Variables, Answer>,
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FormStatus>(null);
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (answer) => {
      setStatus({ kind: 'success', message: options.successMessage(answer) });
      options.onSaved?.();
      for (const queryKey of options.invalidates) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) =>
      setStatus({ kind: 'error', message: serverMessageOr(error, options.failureMessage) }),
  });
  return { mutation, status, setStatus };
}
