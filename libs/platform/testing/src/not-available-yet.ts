import { NOT_AVAILABLE_YET } from '@abhyas/runtime';
import type { ServiceUnderTest } from './booted-service';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/**
 * Checks a service without features (`features: 'none'`): every method on each of its prefixes
 * and below answers 501 in the platform's error shape, whoever calls.
 */
export const expectNotAvailableYet = async (
  service: ServiceUnderTest,
  prefixes: readonly string[],
): Promise<void> => {
  expect(prefixes.length).toBeGreaterThan(0);
  for (const prefix of prefixes) {
    for (const url of [prefix, `${prefix}/some/path?x=1`]) {
      for (const method of METHODS) {
        const answer = await service.call(method, url, method === 'POST' ? {} : undefined);
        expect({ method, url, ...answer }).toEqual({
          method,
          url,
          status: 501,
          body: {
            message: NOT_AVAILABLE_YET,
            code: 'NOT_AVAILABLE_YET',
            requestId: expect.any(String),
          },
        });
      }
    }
  }
};
