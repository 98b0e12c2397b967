import { z } from 'zod';
import { ConfigError, ConfigErrorCode } from './config.exception';
import { loadConfig, loadConfigOrExit } from './load-config';
import { booleanFlag, oneOf, port, postgresUrl } from './env-field.schemas';

const schema = z.object({
  DATABASE_URL: postgresUrl(),
  PORT: port().default(5101),
  LOG_LEVEL: oneOf(['debug', 'info', 'warn']).default('info'),
  TRACE_SQL: booleanFlag().default(false),
});

describe('loadConfig', () => {
  it('returns typed values with defaults applied', () => {
    const config = loadConfig(schema, { DATABASE_URL: 'postgres://db:5432/identity' });

    expect(config).toEqual({
      DATABASE_URL: 'postgres://db:5432/identity',
      PORT: 5101,
      LOG_LEVEL: 'info',
      TRACE_SQL: false,
    });
  });

  it('names every missing or malformed variable in one message', () => {
    const load = () => loadConfig(schema, { PORT: '70000', LOG_LEVEL: 'loud' });

    expect(load).toThrow(
      new ConfigError([
        { variable: 'DATABASE_URL', problem: 'is required' },
        { variable: 'PORT', problem: 'must be an integer between 1 and 65535' },
        { variable: 'LOG_LEVEL', problem: 'must be one of debug, info, warn' },
      ]),
    );
    expect(load).toThrow(
      'Invalid configuration: DATABASE_URL is required; PORT must be an integer between 1 and 65535; LOG_LEVEL must be one of debug, info, warn',
    );
  });

  it('exposes the issues and an error code for callers that map errors', () => {
    let caught: unknown;
    try {
      loadConfig(schema, {});
    } catch (error) {
      caught = error;
    }

    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).code).toBe(ConfigErrorCode.InvalidConfiguration);
    expect((caught as ConfigError).issues).toEqual([
      { variable: 'DATABASE_URL', problem: 'is required' },
    ]);
  });

  it('treats empty and blank values as unset so defaults apply', () => {
    const config = loadConfig(schema, {
      DATABASE_URL: 'postgres://db/identity',
      PORT: '',
      TRACE_SQL: '  ',
    });

    expect(config.PORT).toBe(5101);
    expect(config.TRACE_SQL).toBe(false);
  });

  it('reports an empty required variable as missing', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: '' })).toThrow(
      'Invalid configuration: DATABASE_URL is required',
    );
  });

  it('phrases zod built-in checks as predicates', () => {
    const custom = z.object({ MODE: z.string().regex(/^[a-z]+$/), EMAIL: z.email() });

    expect(() => loadConfig(custom, { MODE: 'ABC', EMAIL: 'nope' })).toThrow(
      'Invalid configuration: MODE must match /^[a-z]+$/; EMAIL must be a valid email',
    );
  });

  it('keeps zod fallback sentences readable with a colon', () => {
    const custom = z.object({ MODE: z.string().refine((value) => value === 'on') });

    expect(() => loadConfig(custom, { MODE: 'off' })).toThrow(
      'Invalid configuration: MODE: Invalid input',
    );
  });

  it('reads process.env by default', () => {
    process.env.ABHYAS_TEST_PORT = '6000';
    try {
      expect(loadConfig(z.object({ ABHYAS_TEST_PORT: port() }))).toEqual({
        ABHYAS_TEST_PORT: 6000,
      });
    } finally {
      delete process.env.ABHYAS_TEST_PORT;
    }
  });
});

describe('loadConfigOrExit', () => {
  afterEach(() => jest.restoreAllMocks());

  it('prints the message to stderr and exits with code 1', () => {
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);

    loadConfigOrExit(schema, {});

    expect(stderr).toHaveBeenCalledWith('Invalid configuration: DATABASE_URL is required\n');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('returns the config when it is valid', () => {
    expect(loadConfigOrExit(schema, { DATABASE_URL: 'postgresql://db/x' }).PORT).toBe(5101);
  });
});
