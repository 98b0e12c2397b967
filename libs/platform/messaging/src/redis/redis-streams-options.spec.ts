import { MessagingException } from '../messaging.exception';
import { resolveRedisStreamsOptions } from './redis-streams-options';

describe('resolveRedisStreamsOptions', () => {
  it('defaults to 4 partitions, 10 s leases renewed every third of that, and the abhyas prefix', () => {
    expect(resolveRedisStreamsOptions({ url: 'redis://localhost' })).toMatchObject({
      prefix: 'abhyas',
      partitions: 4,
      leaseMs: 10_000,
      heartbeatMs: 3_333,
      blockMs: 1_000,
      maxLen: 100_000,
    });
  });

  it.each([
    { partitions: 0 },
    { leaseMs: 100, heartbeatMs: 100 },
    { prefix: 'a:b' },
    { consumerName: 'two words' },
  ])('rejects %p', (options) => {
    expect(() => resolveRedisStreamsOptions({ url: 'redis://localhost', ...options })).toThrow(
      MessagingException,
    );
  });
});
