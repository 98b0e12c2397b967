import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from './rate-limiter';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** Health is exempt: it is cached, and probes and the 503 screen must always reach it. */
const isLimited = (url: string): boolean =>
  url.startsWith('/api/') && !url.startsWith('/api/health');

export const registerRateLimit = (
  fastify: FastifyInstance,
  limiter: RateLimiter,
  limit: number,
): void => {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isLimited(request.url)) {
      return;
    }
    const decision = await limiter.consume(request.ip);
    void reply
      .header('x-ratelimit-limit', limit)
      .header('x-ratelimit-remaining', decision.remaining);
    if (!decision.allowed) {
      return reply
        .status(429)
        .header('retry-after', Math.ceil(decision.resetMs / 1000))
        .send({ message: RATE_LIMITED_MESSAGE, requestId: request.id });
    }
  });
};
