import { CHECKOUT_EXPIRY_MS, PAYMENT_MESSAGES, type RazorpayError } from '@abhyas/contracts';
import {
  FAILED_CHECKOUT_CLOSE_MS,
  PaymentFlowError,
  toCheckoutSuccess,
  type CheckoutOutcome,
  type CheckoutRequest,
} from './checkout.types';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: { error: RazorpayError }) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) {
    return Promise.resolve(window.Razorpay);
  }
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay
        ? resolve(window.Razorpay)
        : reject(new PaymentFlowError(PAYMENT_MESSAGES.scriptFailed));
    script.onerror = () => {
      script.remove();
      reject(new PaymentFlowError(PAYMENT_MESSAGES.scriptFailed));
    };
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens Razorpay's own checkout; rejects with 'Failed to load payment script' when it cannot. */
export async function openRazorpayCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const instance = new Razorpay({
      key: request.keyId,
      ...('orderId' in request.target
        ? { order_id: request.target.orderId, amount: request.amountPaise }
        : { subscription_id: request.target.subscriptionId }),
      currency: 'INR',
      // Closes with the order's window; the server expires a payment still pending after it.
      timeout: Math.floor(CHECKOUT_EXPIRY_MS / 1000),
      name: 'Abhyas',
      description: request.description,
      handler: (answer: Parameters<typeof toCheckoutSuccess>[0]) =>
        settle({ kind: 'paid', payment: toCheckoutSuccess(answer) }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    instance.on('payment.failed', (response) => {
      settle({ kind: 'failed', error: response.error });
      window.setTimeout(() => instance.close(), FAILED_CHECKOUT_CLOSE_MS);
    });
    instance.open();
  });
}
