import { deliveryPolicy, retryDelay } from './delivery-policy';
import { MessagingException } from './messaging.exception';

describe('deliveryPolicy', () => {
  it('defaults to 5 attempts starting at 200 ms', () => {
    expect(deliveryPolicy({})).toEqual({ maxAttempts: 5, backoffMs: 200, maxBackoffMs: 30_000 });
  });

  it('doubles the delay after each failed attempt, up to the cap', () => {
    const policy = deliveryPolicy({ backoffMs: 100 }, 500);
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(policy, attempt))).toEqual([
      100, 200, 400, 500, 500,
    ]);
  });

  it.each([{ maxAttempts: 0 }, { maxAttempts: 1.5 }, { backoffMs: -1 }])(
    'rejects %p',
    (options) => {
      expect(() => deliveryPolicy(options)).toThrow(MessagingException);
    },
  );
});
