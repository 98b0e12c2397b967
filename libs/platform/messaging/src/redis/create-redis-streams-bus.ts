import { resolveRedisStreamsOptions, type RedisStreamsBusOptions } from './redis-streams-options';
import { RedisStreamsBus } from './redis-streams-bus';

/** Connections open in the background; `ping()` tells whether Redis is reachable. */
export function createRedisStreamsBus(options: RedisStreamsBusOptions): RedisStreamsBus {
  return new RedisStreamsBus(resolveRedisStreamsOptions(options));
}
