import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutOutcome, CheckoutRequest } from '../checkout/checkout.types';
import { openRazorpayCheckout } from '../checkout/razorpay-checkout';

export interface SandboxSession {
  request: CheckoutRequest;
  /** Reports the outcome; only the first report counts. */
  settle: (outcome: CheckoutOutcome) => void;
}

/**
 * One checkout at a time: Razorpay's script in 'razorpay' mode, the app's own test checkout in
 * 'sandbox' mode. Either way the caller awaits the same outcome.
 */
export function useCheckout() {
  const [sandbox, setSandbox] = useState<SandboxSession | null>(null);
  const current = useRef<SandboxSession | null>(null);

  const open = useCallback((request: CheckoutRequest): Promise<CheckoutOutcome> => {
    if (request.mode === 'razorpay') {
      return openRazorpayCheckout(request);
    }
    return new Promise<CheckoutOutcome>((resolve) => {
      let settled = false;
      const session: SandboxSession = {
        request,
        settle: (outcome) => {
          if (!settled) {
            settled = true;
            resolve(outcome);
          }
        },
      };
      current.current = session;
      setSandbox(session);
    });
  }, []);

  /** The sandbox modal closed: a checkout that never finished counts as dismissed. */
  const closeSandbox = useCallback(() => {
    current.current?.settle({ kind: 'dismissed' });
    current.current = null;
    setSandbox(null);
  }, []);

  // Leaving the page with the test checkout open ends that checkout as dismissed.
  useEffect(() => () => current.current?.settle({ kind: 'dismissed' }), []);

  return { open, sandbox, closeSandbox };
}
