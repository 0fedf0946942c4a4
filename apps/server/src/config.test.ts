import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with no configuration at all, on the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      admin: undefined,
      seedDemo: undefined,
      smtpUrl: undefined,
      secureCookies: false,
      shopTimeZone: 'America/Toronto',
      clockOffsetDays: 0,
    });
  });

  it('keeps the shop’s calendar in a real time zone, and the real calendar in production', () => {
    expect(loadConfig({ SHOP_TIME_ZONE: 'Europe/Paris', SHOP_CLOCK_OFFSET_DAYS: '2' })).toMatchObject({
      shopTimeZone: 'Europe/Paris',
      clockOffsetDays: 2,
    });
    expect(() => loadConfig({ SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'SHOP_TIME_ZONE: must be an IANA time zone such as America/Toronto',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), SHOP_CLOCK_OFFSET_DAYS: '1' }),
    ).toThrow('SHOP_CLOCK_OFFSET_DAYS: must be 0 when NODE_ENV=production');
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      DATA_DIR: '/var/shop',
      ADMIN_EMAIL: 'owner@shop.example',
      ADMIN_PASSWORD: 'a-long-admin-password',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://mail:25',
      SHOP_NAME: 'Clinic Direct',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/shop',
      dataDir: '/var/shop',
      admin: { email: 'owner@shop.example', password: 'a-long-admin-password' },
      seedDemo: false,
      smtpUrl: 'smtp://mail:25',
      shopName: 'Clinic Direct',
    });
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect(String(err)).toMatch(/PORT/);
      expect(String(err)).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });

  it('caps new guest sessions per client address and hour, 30 unless set', () => {
    expect(loadConfig({}).guestSessionsPerHour).toBe(30);
    expect(loadConfig({ GUEST_SESSIONS_PER_HOUR: '120' }).guestSessionsPerHour).toBe(120);
    expect(() => loadConfig({ GUEST_SESSIONS_PER_HOUR: '0' })).toThrow(/GUEST_SESSIONS_PER_HOUR/);
    expect(() => loadConfig({ GUEST_SESSIONS_PER_HOUR: 'many' })).toThrow(/GUEST_SESSIONS_PER_HOUR/);
  });

  it('requires APP_SECRET in production and then sets Secure cookies', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_SECRET: is required when NODE_ENV=production/,
    );
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) });
    expect(config.secureCookies).toBe(true);
  });

  it('bounds how long a request may take to arrive, in seconds', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ headersMs: 10_000, idleMs: 30_000, requestMs: 300_000 });
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT: '5', HTTP_IDLE_TIMEOUT: '20', HTTP_REQUEST_TIMEOUT: '60' })
        .httpTimeouts,
    ).toEqual({ headersMs: 5000, idleMs: 20_000, requestMs: 60_000 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT: '30', HTTP_REQUEST_TIMEOUT: '20' })).toThrow(
      /HTTP_HEADERS_TIMEOUT: must not exceed HTTP_REQUEST_TIMEOUT/,
    );
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT: '0' })).toThrow(/HTTP_IDLE_TIMEOUT/);
  });

  it('takes the shop’s public address as an http(s) origin, else the listen address', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://Shop.Example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_URL: 'http://shop.example:8443' }).publicUrl).toBe('http://shop.example:8443');
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/shop',
      'https://shop.example/?a=1',
      'https://user:pw@shop.example',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: must be an http/);
    }
  });

  it('requires PUBLIC_URL in production when e-mails are sent through SMTP', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail:25' })).toThrow(
      /PUBLIC_URL: is required when NODE_ENV=production and SMTP_URL is set/,
    );
    expect(
      loadConfig({ ...production, SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://shop.example' }).publicUrl,
    ).toBe('https://shop.example');
    // Without SMTP nothing leaves the machine: the listen address will do.
    expect(loadConfig(production).publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.example' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' })).toThrow(/ADMIN_EMAIL/);
  });
});
