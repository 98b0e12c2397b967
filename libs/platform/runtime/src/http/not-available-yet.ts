import type { FastifyInstance } from 'fastify';

export const NOT_AVAILABLE_YET = 'Not available yet';

/**
 * A service whose features are not built yet still owns its paths: every method on each prefix
 * and below answers 501 in the platform's error shape, so a caller learns the feature is coming
 * rather than that the path does not exist.
 */
export const answerNotAvailableYet = (fastify: FastifyInstance, prefixes: readonly string[]) => {
  for (const prefix of prefixes) {
    for (const url of [prefix, `${prefix}/*`]) {
      fastify.all(url, async (request, reply) =>
        reply
          .status(501)
          .send({ message: NOT_AVAILABLE_YET, code: 'NOT_AVAILABLE_YET', requestId: request.id }),
      );
    }
  }
};
