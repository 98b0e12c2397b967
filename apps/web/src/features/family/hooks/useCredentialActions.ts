import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { familyFailureMessage } from '../add-child.validation';
import { childrenQueryKey, familyApi } from '../api/family-api';
import { nextConfirmStep, type MarkedAction } from '../row-confirmation';

export interface RevealedPin {
  childId: string;
  username: string;
  pin: string;
}

export function useCredentialActions(parentId: string) {
  const queryClient = useQueryClient();
  const [marked, setMarked] = useState<MarkedAction | null>(null);
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
  const unlock = useMutation({
    mutationFn: (childId: string) => familyApi.unlockChild(parentId, childId),
  });

  /** True when the click only asked for confirmation. */
  const confirmFirst = (clicked: MarkedAction): boolean => {
    setMessage(null);
    const step = nextConfirmStep(marked, clicked);
    if (step.kind === 'confirm') {
      setMarked(step.marked);
      return true;
    }
    setMarked(null);
    return false;
  };

  const resetPin = (childId: string, name: string) => {
    if (confirmFirst({ action: 'reset', childId })) {
      return;
    }
    setRevealed(null);
    reset.mutate(childId, {
      onSuccess: (answer) => {
        setRevealed({ childId, username: answer.username, pin: answer.pin });
        setMessage(`✓ New PIN created for ${name}`);
        void refreshChildren();
      },
      onError: (error) => setMessage(familyFailureMessage(error, M.resetPinFailed)),
    });
  };

  const clickDelete = (childId: string, name: string) => {
    if (confirmFirst({ action: 'delete', childId })) {
      return;
    }
    remove.mutate(childId, {
      onSuccess: () => {
        if (revealed?.childId === childId) {
          setRevealed(null);
        }
        setMessage(`✓ ${name} and all their data have been deleted`);
        void refreshChildren();
      },
      onError: (error) => setMessage(familyFailureMessage(error, M.deleteChildFailed)),
    });
  };

  const unlockChild = (childId: string, name: string) => {
    setMessage(null);
    setMarked(null);
    unlock.mutate(childId, {
      // The card drops its lock before the message says so: the list is refetched first.
      onSuccess: () => {
        void refreshChildren().then(() =>
          setMessage(`✓ ${name} is unlocked and can sign in with their PIN again`),
        );
      },
      onError: (error) => setMessage(familyFailureMessage(error, M.unlockFailed)),
    });
  };

  return {
    marked,
    cancel: () => setMarked(null),
    revealed,
    hidePin: () => setRevealed(null),
    message,
    resetPin,
    clickDelete,
    unlockChild,
    resettingId: reset.isPending ? reset.variables : null,
    deletingId: remove.isPending ? remove.variables : null,
    unlockingId: unlock.isPending ? unlock.variables : null,
  };
}
