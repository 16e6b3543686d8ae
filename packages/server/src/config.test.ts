import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const refused = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('configuration', () => {
  it('refuses each bad setting with one line naming it and what is accepted', () => {
    expect(refused({ PORT: 'abc' })).toBe('PORT must be a whole number from 0 to 65535, got "abc"');
    expect(refused({ PORT: '70000' })).toMatch(/^PORT must be/);
    expect(refused({ LOG_LEVEL: 'verbose' })).toBe(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
    expect(refused({ DATABASE_URL: 'mysql://root:secret@db/seller' })).toBe(
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the built-in SQLite database), got "mysql://root:***@db/seller"',
    );
    expect(refused({ DATABASE_URL: 'postgres://u@h/db', DATABASE_SCHEMA: 'a; drop table users' })).toMatch(
      /^DATABASE_SCHEMA must be a plain name/,
    );
    expect(refused({ MAX_IMAGE_BYTES: '1e6' })).toMatch(/^MAX_IMAGE_BYTES must be a whole number/);
  });

  it('refuses SESSION_* durations that are not whole seconds (0.001 hours made every login fail)', () => {
    expect(refused({ SESSION_ABSOLUTE_HOURS: '0.001' })).toBe(
      'SESSION_ABSOLUTE_HOURS must be a positive number that comes to whole seconds (e.g. 12 or 0.5), got "0.001"',
    );
    expect(refused({ SESSION_IDLE_MINUTES: '0.001' })).toMatch(/^SESSION_IDLE_MINUTES must be/);
    expect(refused({ SESSION_IDLE_MINUTES: '-5' })).toMatch(/^SESSION_IDLE_MINUTES must be/);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '0.5', SESSION_ABSOLUTE_HOURS: '1.5' })).toMatchObject({
      sessionIdleMinutes: 0.5,
      sessionAbsoluteHours: 1.5,
    });
  });

  it('accepts the defaults and good values', () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, logLevel: 'info', databaseUrl: undefined });
    expect(loadConfig({ PORT: '8080', DATABASE_URL: 'postgresql://u@h/db' })).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u@h/db',
    });
  });
});
