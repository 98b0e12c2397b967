import { STATUS_MESSAGE_TIMEOUT_MS, type SubscriptionPlan } from '@abhyas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { creditsQueryKey } from '../../credits/api/credits-api';
import { paymentsApi, paymentsQueryKey } from '../api/payments-api';
import { createFailureRecorder, type KeyValueStore } from '../failure-recorder';
import { createPaymentFlow, type PaymentFlowResult } from '../payment-flow';
import type { PaymentStatus } from '../payment-status';
import { useCheckout } from './useCheckout';

function browserSessionStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// One recorder for the tab: "once per order per session" holds across remounts of the page.
const failureRecorder = createFailureRecorder(browserSessionStorage());

export type PaymentBusy = 'credits' | 'subscription' | null;

/** React state around the payment flow: busy flag, a status line that clears after 5 s, refreshes. */
export function usePaymentFlow(userId: string) {
  const queryClient = useQueryClient();
  const { open, sandbox, closeSandbox } = useCheckout();
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [busy, setBusy] = useState<PaymentBusy>(null);

  useEffect(() => {
    if (!status) {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const flow = useMemo(
    () =>
      createPaymentFlow({
        api: paymentsApi,
        openCheckout: open,
        recorder: failureRecorder,
        onFailureRecorded: () =>
          void queryClient.invalidateQueries({ queryKey: paymentsQueryKey(userId) }),
      }),
    [open, queryClient, userId],
  );

  const run = async (kind: Exclude<PaymentBusy, null>, step: () => Promise<PaymentFlowResult>) => {
    setBusy(kind);
    setStatus(null);
    try {
      const result = await step();
      setStatus(result.status);
      return result.completed;
    } finally {
      setBusy(null);
      // Balance, history, stats and failures all may have changed.
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey(userId) });
    }
  };

  return {
    status,
    dismissStatus: () => setStatus(null),
    busy,
    buyCredits: (credits: number) => run('credits', () => flow.buyCredits(userId, credits)),
    subscribe: (plan: SubscriptionPlan | null) =>
      run('subscription', () => flow.subscribe(userId, plan)),
    sandbox,
    closeSandbox,
  };
}
