import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@crewdesk.local',
      RATE_LIMIT_MAX: 10,
      TRUST_PROXY: false,
      SEED_DEMO: 'auto',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('reads and normalises the values it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db.internal:5432/crewdesk',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      ADMIN_EMAIL: '  Boss@Example.COM ',
      TRUST_PROXY: 'yes',
      PUBLIC_URL: '',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgresql://app@db.internal:5432/crewdesk');
    expect(env.ADMIN_EMAIL).toBe('boss@example.com');
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.PUBLIC_URL).toBeUndefined();
  });

  it('keeps only the origin of PUBLIC_URL and refuses one with a path', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://App.Example.com/' }).PUBLIC_URL).toBe('https://app.example.com');
    expect(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe('http://localhost:3000');
    for (const bad of ['https://app.example.com/app', 'https://app.example.com/?x=1', 'app.example.com']) {
      expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrow('PUBLIC_URL: must be an http(s) URL');
    }
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['yes', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, ::1, fd00::/8, loopback', ['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%j as %j (true is one hop, never every hop)', (raw, expected) => {
    expect(parseEnv({ TRUST_PROXY: raw }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '10.0.0.1,', 'proxy.internal', '-1'])('refuses TRUST_PROXY=%j', (raw) => {
    expect(() => parseEnv({ TRUST_PROXY: raw })).toThrow('TRUST_PROXY: must be false, a number of proxy hops');
  });

  it('refuses with one line for every bad variable', () => {
    const bad = {
      NODE_ENV: 'staging',
      PORT: 'eighty',
      PUBLIC_URL: 'ftp://example.com',
      DATABASE_URL: 'mysql://localhost/crewdesk',
      SMTP_URL: 'http://mail.example.com',
      ADMIN_EMAIL: 'not-an-address',
      ADMIN_PASSWORD: 'short',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: 'all',
    };
    let error: unknown;
    try {
      parseEnv(bad);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid environment variables:');
    expect(
      lines
        .slice(1)
        .map((l) => l.trim().split(':')[0])
        .sort(),
    ).toEqual(Object.keys(bad).sort());
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(message).toContain('PUBLIC_URL: must be an http(s) URL such as https://app.example.com');
    expect(message).toContain('ADMIN_EMAIL: must be an e-mail address');
    expect(message).toContain('ADMIN_PASSWORD: must be at least 8 characters');
  });

  it('keeps daily backups off by default and refuses them for PostgreSQL', () => {
    const defaults = parseEnv({});
    expect(defaults.BACKUP_DIR).toBeUndefined();
    expect(defaults.BACKUP_KEEP).toBe(7);
    expect(parseEnv({ BACKUP_DIR: './backups', BACKUP_KEEP: '14' })).toMatchObject({
      BACKUP_DIR: './backups',
      BACKUP_KEEP: 14,
    });
    expect(() => parseEnv({ BACKUP_DIR: './backups', DATABASE_URL: 'postgres://app@db.internal/crewdesk' })).toThrow(
      'BACKUP_DIR: backs up the embedded database only: with DATABASE_URL, back PostgreSQL up with pg_dump',
    );
  });
});
