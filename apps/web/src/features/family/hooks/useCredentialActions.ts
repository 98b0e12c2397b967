import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { familyFailureMessage } from '../add-child.validation';
import { childrenQueryKey, familyApi } from '../api/family-api';
import { nextDeleteStep } from '../delete-confirmation';

export interface RevealedPin {
  childId: string;
  username: string;
  pin: string;
}

export function useCredentialActions(parentId: string) {
  const queryClient = useQueryClient();
  const [markedForDelete, setMarkedForDelete] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedPin | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const refreshChildren = () =>
    queryClient.invalidateQueries({ queryKey: childrenQueryKey(parentId) });

  const reset = useMutation({
    mutationFn: (childId: string) => familyApi.resetCredentials(parentId, childId),
  });
  const remove = useMutation({
    mutationFn: (childId: string) => familyApi.deleteChild(parentId, childId),
  });

  const resetPin = (childId: string, name: string) => {
    setMessage(null);
    setMarkedForDelete(null);
    setRevealed(null);
    reset.mutate(childId, {
      onSuccess: (answer) => {
        setRevealed({ childId, username: answer.username, pin: answer.pin });
        setMessage(`✓ New PIN created for ${name}`);
      },
      onError: (error) => setMessage(familyFailureMessage(error, M.resetPinFailed)),
    });
  };

  const clickDelete = (childId: string, name: string) => {
    setMessage(null);
    const step = nextDeleteStep(markedForDelete, childId);
    if (step.kind === 'confirm') {
      setMarkedForDelete(childId);
      return;
    }
    remove.mutate(childId, {
      onSuccess: () => {
        setMarkedForDelete(null);
        if (revealed?.childId === childId) {
          setRevealed(null);
        }
        setMessage(`✓ ${name} and all their data have been deleted`);
        void refreshChildren();
      },
      onError: (error) => setMessage(familyFailureMessage(error, M.deleteChildFailed)),
    });
  };

  return {
    markedForDelete,
    cancelDelete: () => setMarkedForDelete(null),
    revealed,
    hidePin: () => setRevealed(null),
    message,
    resetPin,
    clickDelete,
    resettingId: reset.isPending ? reset.variables : null,
    deletingId: remove.isPending ? remove.variables : null,
  };
}
