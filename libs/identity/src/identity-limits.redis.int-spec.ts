import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { bootServiceForTest, testDatabases, useBootedService } from '@abhyas/testing';
import Redis from 'ioredis';
import {
  fastHasher,
  identityClient,
  parentRegistration,
  TEST_JWT_SECRET,
} from '../testing/identity-test-client';
import { createIdentityService } from './identity.service';

// jest.config.js leaves this file out, saying why, where REDIS_URL is not set.
describe.each(testDatabases().slice(0, 1))(
  'identity limits shared in Redis on $engine',
  (factory) => {
    const prefix = `abhyas-test-${randomBytes(4).toString('hex')}`;
    const env = {
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_STREAM_PREFIX: prefix,
    };
    const first = useBootedService(factory, (database) =>
      bootServiceForTest(createIdentityService({ hasher: fastHasher }), database, { env }),
    );
    const inspector = new Redis(process.env.REDIS_URL!);
    afterAll(async () => {
      const keys = await inspector.keys(`${prefix}:*`);
      if (keys.length) {
        await inspector.del(...keys);
      }
      await inspector.quit();
    });

    it('counts one sign-up budget over two replicas, under the install’s Redis prefix only', async () => {
      const second = await bootServiceForTest(
        createIdentityService({ hasher: fastHasher }),
        first.database,
        { env },
      );
      try {
        const replicas = [identityClient(first.service), identityClient(second)];
        const answers = [];
        for (let n = 0; n < 6; n++) {
          answers.push(
            await replicas[n % 2]('POST', '/api/auth/register', {
              body: parentRegistration(40 + n),
              headers: { 'x-forwarded-for': '203.0.113.9' },
            }),
          );
        }
        expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
        expect(answers[5]).toMatchObject({ body: { message: M.tooManySignUps } });
        expect(Number(answers[5].headers['retry-after'])).toBeGreaterThan(3590);
        expect(await inspector.keys(`${prefix}:identity:sign-up:*`)).toEqual([
          `${prefix}:identity:sign-up:203.0.113.9`,
        ]);
      } finally {
        await second.stop();
      }
    });
  },
);
