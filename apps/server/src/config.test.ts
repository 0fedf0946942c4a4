import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { addressMatcher } from './lib/address-list';

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
      emailSendIntervalMs: 15_000,
      secureCookies: false,
      shopTimeZone: 'America/Toronto',
      clockOffsetDays: 0,
      deliveryAssumedDays: 7,
      coldChainShipDays: [1, 2, 3],
      returnWindowDays: 14,
    });
  });

  it('takes returns 1 to 90 days after delivery', () => {
    expect(loadConfig({ RETURN_WINDOW_DAYS: '30' }).returnWindowDays).toBe(30);
    for (const days of ['0', '91', '7.5', 'fortnight'])
      expect(() => loadConfig({ RETURN_WINDOW_DAYS: days }), days).toThrow(/RETURN_WINDOW_DAYS/);
  });

  it('ships refrigerated products on the weekdays named, by name or three letters, in any case', () => {
    expect(loadConfig({ COLD_CHAIN_SHIP_DAYS: 'friday, mon,TUE,Mon' }).coldChainShipDays).toEqual([1, 2, 5]);
    expect(loadConfig({ COLD_CHAIN_SHIP_DAYS: '' }).coldChainShipDays).toEqual([1, 2, 3]);
    for (const days of [' ', 'Mo', 'Monday,Someday', 'Monday,,Tuesday', '1,2,3'])
      expect(() => loadConfig({ COLD_CHAIN_SHIP_DAYS: days }), days).toThrow(
        'COLD_CHAIN_SHIP_DAYS: must name days of the week, such as Monday,Tuesday,Wednesday',
      );
  });

  it('takes a shipped order as delivered 1 to 60 days after it shipped', () => {
    expect(loadConfig({ DELIVERY_ASSUMED_DAYS: '10' }).deliveryAssumedDays).toBe(10);
    for (const days of ['0', '61', '2.5', 'week'])
      expect(() => loadConfig({ DELIVERY_ASSUMED_DAYS: days }), days).toThrow(/DELIVERY_ASSUMED_DAYS/);
  });

  it('sends the outbox every 1 to 300 seconds', () => {
    expect(loadConfig({ EMAIL_SEND_INTERVAL_SECONDS: '1' }).emailSendIntervalMs).toBe(1000);
    for (const seconds of ['0', '301', '1.5', 'soon'])
      expect(() => loadConfig({ EMAIL_SEND_INTERVAL_SECONDS: seconds }), seconds).toThrow(
        /EMAIL_SEND_INTERVAL_SECONDS/,
      );
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

  it('reads the shop’s tax registration trimmed, none when unset or blank', () => {
    expect(loadConfig({}).shopTaxNumber).toBeUndefined();
    expect(loadConfig({ SHOP_TAX_NUMBER: '  ' }).shopTaxNumber).toBeUndefined();
    expect(loadConfig({ SHOP_TAX_NUMBER: ' GST/HST 123456789 RT0001 ' }).shopTaxNumber).toBe(
      'GST/HST 123456789 RT0001',
    );
    expect(() => loadConfig({ SHOP_TAX_NUMBER: 'x'.repeat(101) })).toThrow(/SHOP_TAX_NUMBER/);
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

describe('METRICS_ALLOW', () => {
  const allows = (env: Record<string, string>, ip: string) =>
    addressMatcher(loadConfig(env).metricsAllow)(ip);

  it('lets only the loopback read /metrics by default', () => {
    expect(loadConfig({}).metricsAllow).toEqual([
      { address: '127.0.0.1', prefix: 32, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ]);
    expect(allows({}, '127.0.0.1')).toBe(true);
    expect(allows({}, '::1')).toBe(true);
    expect(allows({}, '127.0.0.2')).toBe(false);
    expect(allows({}, '10.0.0.1')).toBe(false);
  });

  it('reads addresses and CIDR ranges, comma-separated, spaces allowed', () => {
    const env = { METRICS_ALLOW: ' 10.1.0.0/16, 192.0.2.7 ,fd00::/8,2001:db8::5 ' };
    expect(loadConfig(env).metricsAllow).toEqual([
      { address: '10.1.0.0', prefix: 16, family: 'ipv4' },
      { address: '192.0.2.7', prefix: 32, family: 'ipv4' },
      { address: 'fd00::', prefix: 8, family: 'ipv6' },
      { address: '2001:db8::5', prefix: 128, family: 'ipv6' },
    ]);
    expect(allows(env, '10.1.200.3')).toBe(true);
    expect(allows(env, '::ffff:10.1.200.3')).toBe(true);
    expect(allows(env, '10.2.0.1')).toBe(false);
    expect(allows(env, '192.0.2.7')).toBe(true);
    expect(allows(env, '192.0.2.8')).toBe(false);
    expect(allows(env, 'fd12:3456::1')).toBe(true);
    expect(allows(env, '2001:db8::5')).toBe(true);
    expect(allows(env, '2001:db8::6')).toBe(false);
    // The loopback is not added to a list that leaves it out.
    expect(allows(env, '127.0.0.1')).toBe(false);
    expect(allows(env, 'not-an-address')).toBe(false);
  });

  it('refuses anything else, naming the entries that are not addresses', () => {
    for (const [value, named] of [
      ['localhost', 'localhost'],
      ['127.0.0.1,10.0.0.0/33', '10.0.0.0/33'],
      ['::1/129', '::1/129'],
      ['10.0.0.0/8/8', '10.0.0.0/8/8'],
      ['10.0.0.0/', '10.0.0.0/'],
      ['10.0.0.0/x', '10.0.0.0/x'],
      ['256.0.0.1', '256.0.0.1'],
      ['fe80::1%eth0', 'fe80::1%eth0'],
      ['*', '*'],
    ]) {
      expect(() => loadConfig({ METRICS_ALLOW: value }), value).toThrow(
        `METRICS_ALLOW: must be IP addresses or CIDR ranges, comma-separated, such as 127.0.0.1,::1,10.0.0.0/8 (not one: ${named})`,
      );
    }
    expect(() => loadConfig({ METRICS_ALLOW: ' , ' })).toThrow(/METRICS_ALLOW: must be IP addresses/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, a proxy on this machine for true, else the proxies named', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ['false', '0', 'no'])
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    for (const value of ['true', '1', 'yes', 'TRUE']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(['127.0.0.0/8', '::1/128']);
    }
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.2, 10.0.1.0/24,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.2/32',
      '10.0.1.0/24',
      'fd00::/8',
    ]);
  });

  it('refuses anything else, naming the entries that are not addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback' })).toThrow(
      "TRUST_PROXY: must be true, false, or the proxies' IP addresses or CIDR ranges, comma-separated, such as 10.0.0.2,10.0.1.0/24 (not one: loopback)",
    );
    expect(() => loadConfig({ TRUST_PROXY: ' , ' })).toThrow(/TRUST_PROXY: must be true, false/);
  });
});
