import { ConfigError, loadConfig } from '@abhyas/runtime';
import { identityConfig } from './identity.config';

describe('identity configuration', () => {
  it('refuses to start in production without PIN_PEPPER, saying what to set', () => {
    expect(() => loadConfig(identityConfig, { NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig(identityConfig, { NODE_ENV: 'production' })).toThrow(
      /PIN_PEPPER is required when NODE_ENV=production/,
    );
    expect(() =>
      loadConfig(identityConfig, { NODE_ENV: 'production', PIN_PEPPER: 'too-short' }),
    ).toThrow(/PIN_PEPPER must be at least 32 characters long/);
    expect(
      loadConfig(identityConfig, { NODE_ENV: 'production', PIN_PEPPER: 'p'.repeat(32) }).PIN_PEPPER,
    ).toBe('p'.repeat(32));
  });

  it('generates the pepper elsewhere, and takes the sign-up budget and Redis prefix from the environment', () => {
    const defaults = loadConfig(identityConfig, {});
    expect(defaults.PIN_PEPPER).toBeUndefined();
    expect(defaults).toMatchObject({
      REDIS_STREAM_PREFIX: 'abhyas',
      SIGN_UP_PER_ADDRESS_PER_HOUR: 5,
    });
    expect(
      loadConfig(identityConfig, {
        SIGN_UP_PER_ADDRESS_PER_HOUR: '12',
        REDIS_STREAM_PREFIX: 'a-b',
      }),
    ).toMatchObject({ SIGN_UP_PER_ADDRESS_PER_HOUR: 12, REDIS_STREAM_PREFIX: 'a-b' });
    expect(() => loadConfig(identityConfig, { SIGN_UP_PER_ADDRESS_PER_HOUR: '0' })).toThrow(
      /SIGN_UP_PER_ADDRESS_PER_HOUR must be a positive integer/,
    );
  });

  it('sends mail by SMTP only when SMTP_URL is set, and then needs the web app address in production', () => {
    expect(loadConfig(identityConfig, {}).SMTP_URL).toBeUndefined();
    expect(() => loadConfig(identityConfig, { SMTP_URL: 'http://mail.example.in' })).toThrow(
      /SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//,
    );
    const production = { NODE_ENV: 'production', PIN_PEPPER: 'p'.repeat(32) };
    expect(() =>
      loadConfig(identityConfig, { ...production, SMTP_URL: 'smtp://u:p@mail.example.in:587' }),
    ).toThrow(/PUBLIC_BASE_URL is required with SMTP_URL when NODE_ENV=production/);
    expect(
      loadConfig(identityConfig, {
        ...production,
        SMTP_URL: 'smtps://u:p@mail.example.in:465',
        PUBLIC_BASE_URL: 'https://abhyas.in',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example.in:465',
      PUBLIC_BASE_URL: 'https://abhyas.in',
    });
  });
});
