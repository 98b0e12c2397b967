import { PAYMENT_MESSAGES, SANDBOX_FAILING_CARDS } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import {
  apiFailureMessage,
  failureAdvice,
  failureMessage,
  failureRecordMessage,
  razorpayErrorFrom,
  transportFailure,
} from './payment-failure';

describe('failure messages', () => {
  it.each(SANDBOX_FAILING_CARDS.map((card) => [card.failureClass, card] as const))(
    'gives the %s message for its sandbox card',
    (failureClass, card) => {
      expect(failureAdvice(card.error).failureClass).toBe(failureClass);
    },
  );

  it('tells the parent to try again only for retryable classes', () => {
    expect(failureMessage({ code: 'GATEWAY_ERROR', description: 'Temporary issue' })).toBe(
      PAYMENT_MESSAGES.temporary,
    );
    expect(failureMessage({ code: 'NETWORK_ERROR', description: 'Network down' })).toBe(
      PAYMENT_MESSAGES.network,
    );
    expect(
      failureMessage({
        code: 'BAD_REQUEST_ERROR',
        description: 'Card declined',
        reason: 'card_declined',
      }),
    ).toBe(PAYMENT_MESSAGES.cardDeclined);
    expect(failureAdvice({ code: 'NETWORK_ERROR', description: '' }).retryable).toBe(true);
    expect(failureAdvice({ code: 'X', description: 'card_declined' }).retryable).toBe(false);
  });

  it('sends unknown failures to support', () => {
    const advice = failureAdvice({ code: 'BAD_REQUEST_ERROR', description: 'Something odd' });
    expect(advice).toEqual({
      failureClass: 'unknown',
      message: PAYMENT_MESSAGES.unknown,
      retryable: false,
    });
  });
});

describe('razorpayErrorFrom', () => {
  it('reads the sandbox 402 body', () => {
    const error = SANDBOX_FAILING_CARDS[0].error;
    expect(razorpayErrorFrom({ error })).toEqual(error);
  });

  it('ignores bodies that are not Razorpay errors', () => {
    expect(razorpayErrorFrom(null)).toBeNull();
    expect(razorpayErrorFrom('Bad gateway')).toBeNull();
    expect(razorpayErrorFrom({ error: 'Payment failed' })).toBeNull();
    expect(razorpayErrorFrom({ message: 'Unauthorized' })).toBeNull();
  });
});

describe('transportFailure and apiFailureMessage', () => {
  it('classifies a sandbox call that never answered as a network failure', () => {
    const failure = transportFailure(new NetworkError('Could not reach the server.', false, 'r1'));
    expect(failureAdvice(failure).failureClass).toBe('network');
    expect(failureAdvice(transportFailure(new Error('boom'))).failureClass).toBe('temporary');
  });

  it('shows the server reason for a 4xx, the fallback for a 5xx', () => {
    const notFound = new ApiError(404, 'Not Found', 'Order not found', {}, 'r1');
    const broken = new ApiError(500, 'Server Error', 'stack trace', {}, 'r2');
    expect(apiFailureMessage(notFound, PAYMENT_MESSAGES.paymentFailedDefault)).toBe(
      'Order not found',
    );
    expect(apiFailureMessage(broken, PAYMENT_MESSAGES.paymentFailedDefault)).toBe(
      PAYMENT_MESSAGES.paymentFailedDefault,
    );
    expect(
      apiFailureMessage(new NetworkError('x', true, 'r3'), PAYMENT_MESSAGES.paymentFailedDefault),
    ).toBe(PAYMENT_MESSAGES.network);
  });
});

describe('failureRecordMessage', () => {
  it('uses the stored class, or classifies a record without one', () => {
    const base = {
      errorCode: 'BAD_REQUEST_ERROR',
      errorDescription: 'Card expired',
      errorReason: 'x',
    };
    expect(failureRecordMessage({ ...base, failureClass: 'network' })).toBe(
      PAYMENT_MESSAGES.network,
    );
    expect(failureRecordMessage({ ...base, failureClass: undefined as unknown as 'unknown' })).toBe(
      PAYMENT_MESSAGES.cardExpired,
    );
  });
});
