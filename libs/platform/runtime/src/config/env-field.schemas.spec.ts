import { z } from 'zod';
import {
  booleanFlag,
  brokerList,
  commaList,
  oneOf,
  port,
  positiveInt,
  postgresUrl,
  redisUrl,
  requiredString,
  serviceUrlMap,
  trustProxy,
  url,
} from './env-field.schemas';
import { loadConfig } from './load-config';

/** Parses one variable through `loadConfig`, so messages are the ones operators see. */
function parse<T>(field: z.ZodType<T>, value: string | undefined): T {
  return loadConfig(z.object({ VALUE: field }), { VALUE: value }).VALUE;
}

function problem(field: z.ZodType, value: string | undefined): string {
  try {
    parse(field, value);
  } catch (error) {
    return (error as Error).message.replace('Invalid configuration: VALUE ', '');
  }
  throw new Error(`expected ${String(value)} to be rejected`);
}

describe('port', () => {
  it.each([
    ['1', 1],
    ['5020', 5020],
    [' 65535 ', 65535],
  ])('accepts %p', (value, expected) => {
    expect(parse(port(), value)).toBe(expected);
  });

  it.each(['0', '65536', '80.5', '-1', 'http', '1e3'])('rejects %p', (value) => {
    expect(problem(port(), value)).toBe('must be an integer between 1 and 65535');
  });

  it('uses a chained default when unset', () => {
    expect(parse(port().default(5101), undefined)).toBe(5101);
  });
});

describe('positiveInt', () => {
  it('parses positive integers and applies defaults', () => {
    expect(parse(positiveInt(), '25')).toBe(25);
    expect(parse(positiveInt().default(10), undefined)).toBe(10);
  });

  it.each(['0', '-3', '2.5', 'ten'])('rejects %p', (value) => {
    expect(problem(positiveInt(), value)).toBe('must be a positive integer');
  });
});

describe('booleanFlag', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads %p as %p', (value, expected) => {
    expect(parse(booleanFlag(), value)).toBe(expected);
  });

  it.each(['yes', 'on', '2'])('rejects %p', (value) => {
    expect(problem(booleanFlag(), value)).toBe('must be one of true, false, 1, 0');
  });
});

describe('oneOf', () => {
  it('accepts listed values and names them when rejecting', () => {
    expect(parse(oneOf(['kafka', 'redis-streams']), 'kafka')).toBe('kafka');
    expect(problem(oneOf(['kafka', 'redis-streams']), 'nats')).toBe(
      'must be one of kafka, redis-streams',
    );
  });
});

describe('requiredString', () => {
  it('enforces a minimum length for secrets', () => {
    expect(parse(requiredString(32), 'x'.repeat(32))).toHaveLength(32);
    expect(problem(requiredString(32), 'short')).toBe('must be at least 32 characters long');
  });
});

describe('url helpers', () => {
  it('accepts http(s) URLs only by default', () => {
    expect(parse(url(), 'https://api.openai.com/v1')).toBe('https://api.openai.com/v1');
    expect(problem(url(), 'ftp://files')).toBe('must be a URL starting with http:// or https://');
    expect(problem(url(), 'not a url')).toBe('must be a URL starting with http:// or https://');
  });

  it('checks the scheme of PostgreSQL and Redis URLs', () => {
    expect(parse(postgresUrl(), 'postgres://abhyas:pw@postgres:5432/identity')).toContain(
      'postgres',
    );
    expect(parse(postgresUrl(), 'postgresql://localhost/identity')).toContain('localhost');
    expect(problem(postgresUrl(), 'mysql://db/identity')).toBe(
      'must be a URL starting with postgres:// or postgresql://',
    );
    expect(parse(redisUrl(), 'rediss://cache:6380')).toBe('rediss://cache:6380');
    expect(problem(redisUrl(), 'http://cache')).toBe(
      'must be a URL starting with redis:// or rediss://',
    );
  });
});

describe('lists', () => {
  it('splits and trims comma lists', () => {
    expect(parse(commaList(), ' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(problem(commaList(), ' , ')).toBe('must list at least one value');
  });

  it('accepts Kafka brokers as host:port', () => {
    expect(parse(brokerList(), 'kafka-1:9092, kafka-2:9092')).toEqual([
      'kafka-1:9092',
      'kafka-2:9092',
    ]);
    expect(problem(brokerList(), 'kafka-1:9092,kafka-2')).toBe(
      'must be a comma-separated list of host:port',
    );
  });

  it('reads the gateway service map', () => {
    expect(
      parse(serviceUrlMap(), 'identity=http://identity:5101, payments = https://payments'),
    ).toEqual({ identity: 'http://identity:5101', payments: 'https://payments' });
    expect(problem(serviceUrlMap(), 'identity')).toBe(
      'must be a comma-separated list of name=http(s)://host:port',
    );
  });
});

describe('trustProxy', () => {
  it.each([
    ['true', true],
    ['FALSE', false],
    ['0', 0],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.0.0.0/8, 192.168.1.1 ,loopback', ['10.0.0.0/8', '192.168.1.1', 'loopback']],
  ])("reads %p in Fastify's trust-proxy syntax", (value, expected) => {
    expect(parse(trustProxy(), value)).toEqual(expected);
  });

  it('trusts nobody when unset', () => {
    expect(parse(trustProxy().optional(), undefined)).toBeUndefined();
  });

  it.each(['yes', 'ingress', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '-1', '1.5'])(
    'refuses %p, naming what it accepts',
    (value) => {
      expect(problem(trustProxy(), value)).toBe(
        'must be true, false, a number of proxy hops, or comma-separated IP addresses or CIDR ranges',
      );
    },
  );
});
