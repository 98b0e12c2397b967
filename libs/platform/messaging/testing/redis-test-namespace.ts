import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** A key prefix of its own per test run, removed afterwards so runs never see each other's streams. */
export function redisTestPrefix(): string {
  return `abhyas-test-${randomUUID().slice(0, 8)}`;
}

export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) {
        await redis.unlink(...keys);
      }
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
