import { PAYMENT_MESSAGES } from '@abhyas/contracts';
import { toCheckoutSuccess, targetId } from './checkout/checkout.types';
import { grantStatus, subscriptionStatus } from './payment-status';

describe('payment status lines', () => {
  const granted = {
    success: true as const,
    pending: false as const,
    newBalance: 110,
    transactionId: 't',
    credits: 100,
  };
  const pending = {
    success: true as const,
    pending: true as const,
    newBalance: null,
    transactionId: null,
    credits: 100,
    message: '',
  };

  it('says how many credits were added', () => {
    expect(grantStatus(granted, 100)).toEqual({
      kind: 'success',
      text: 'Payment successful! 100 credits added.',
    });
    expect(subscriptionStatus(granted, 'Basic', 100).text).toBe(
      'Subscription activated! Basic plan: 100 credits added.',
    );
  });

  it('falls back to the standard pending notice', () => {
    expect(grantStatus(pending, 100)).toEqual({
      kind: 'info',
      text: PAYMENT_MESSAGES.creditsPending,
    });
    expect(subscriptionStatus({ ...pending, message: 'Soon' }, 'Basic', 100).text).toBe('Soon');
  });
});

describe('checkout answers', () => {
  it('reads Razorpay and sandbox answers the same way', () => {
    expect(
      toCheckoutSuccess({
        razorpay_payment_id: 'pay',
        razorpay_order_id: 'order',
        razorpay_signature: 'sig',
      }),
    ).toEqual({
      razorpayPaymentId: 'pay',
      razorpayOrderId: 'order',
      razorpaySubscriptionId: undefined,
      razorpaySignature: 'sig',
    });
    expect(targetId({ orderId: 'order_1' })).toBe('order_1');
    expect(targetId({ subscriptionId: 'sub_1' })).toBe('sub_1');
  });
});
