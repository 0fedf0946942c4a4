import { CREDIT_HOLD_DAYS_DEFAULT } from '@shop/contract/credit';
import { WEEKDAYS } from '@shop/contract/calendar-days';
import { COLD_CHAIN_SHIP_DAYS_DEFAULT } from '@shop/contract/cold-chain';
import {
  LICENCE_REGISTRY_PROVIDERS,
  LICENCE_REGISTRY_RATE_DEFAULT,
  type LicenceRegistryProvider,
} from '@shop/contract/licence-registry';
import { DELIVERY_ASSUMED_DAYS_DEFAULT } from '@shop/contract/order-status';
import { RETURN_WINDOW_DAYS_DEFAULT } from '@shop/contract/returns';
import { z } from 'zod';
import { parseAddressList, type AddressRange } from './lib/address-list';

/** The origin of an http(s) address that names nothing but the origin (a trailing "/" at most). */
function httpOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : undefined;
}

/**
 * Without PUBLIC_URL, links in e-mails point at the address the server listens on (a wildcard
 * address as localhost): right for development on one machine. Production that sends real e-mail
 * must name its public address (checked in EnvSchema).
 */
function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Whether the runtime knows `name` as a time zone (an IANA name such as America/Toronto, or UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** TRUST_PROXY=true: a proxy on this machine (the shipped nginx), reaching the server over loopback. */
const LOOPBACK_PROXY = ['127.0.0.0/8', '::1/128'];

/** A weekday by its English name or its first three letters, any case: its ISO number (Monday 1). */
function weekdayNumber(word: string): number | undefined {
  const wanted = word.toLowerCase();
  const index = WEEKDAYS.findIndex((name) => {
    const day = name.toLowerCase();
    return wanted === day || wanted === day.slice(0, 3);
  });
  return index === -1 ? undefined : index + 1;
}

/** Every environment variable the server reads (the README's Configuration table). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    // A few busy connections serve PostgreSQL better than many: each backend competes for the same
    // cores and the same hot rows. About twice a two-core server's cores (docs/decisions/042).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
    SEED_DEMO: booleanFromEnv.optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Earlier APP_SECRETs, comma-separated: stored secrets they sealed still open after a rotation.
    APP_SECRET_PREVIOUS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, 'each must be at least 32 characters')))
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    // How often each process sends what the outbox holds (seconds).
    EMAIL_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
    // The shop's public address, the base of links in e-mails; unset: see listenOrigin above.
    PUBLIC_URL: z
      .string()
      .transform((value, ctx) => {
        const origin = httpOrigin(value);
        if (origin === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be an http:// or https:// address with no path, such as https://shop.example',
          });
          return z.NEVER;
        }
        return origin;
      })
      .optional(),
    SHOP_NAME: z.string().trim().min(1).max(60).default('Medora Supply'),
    // The shop's postal address as printed on its invoices and credit notes: lines separated by `;`.
    SHOP_ADDRESS: z
      .string()
      .trim()
      .max(300)
      .transform((value) =>
        value
          .split(';')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1, 'must name at least one line (lines separated by ;)'))
      .default(['100 King Street West, Suite 1600', 'Toronto, ON M5X 1A9', 'Canada']),
    // The shop's sales-tax registration as its invoices and credit notes print it (issue 37).
    SHOP_TAX_NUMBER: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((value) => value || undefined),
    CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
      .default('USD'),
    SUPPORT_EMAIL: z.email().default('support@medora-supply.example'),
    // Where the admin's notices of new registrations and licence renewals go; unset: every admin account.
    ADMIN_NOTIFY_EMAIL: z.email().optional(),
    // The shop's calendar: the day a licence expires on, the day the daily jobs run for.
    SHOP_TIME_ZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as America/Toronto')
      .default('America/Toronto'),
    // An invoice on account overdue by more than this many days puts the practice on hold (issue 40).
    CREDIT_HOLD_DAYS: z.coerce.number().int().min(1).max(365).default(CREDIT_HOLD_DAYS_DEFAULT),
    // Days after shipping an order nobody marked delivered is taken as delivered (issue 42).
    DELIVERY_ASSUMED_DAYS: z.coerce.number().int().min(1).max(60).default(DELIVERY_ASSUMED_DAYS_DEFAULT),
    // Days after delivery a practice may ask to return lines of an order (issue 42).
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(90).default(RETURN_WINDOW_DAYS_DEFAULT),
    // Where licences are looked up (issue 43): none (the manual check), a file the admin uploads, a JSON endpoint.
    LICENCE_REGISTRY: z.enum(LICENCE_REGISTRY_PROVIDERS).default('none'),
    // The http register's lookup, asked `?number=…&jurisdiction=…`.
    LICENCE_REGISTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
    // At most this many lookups a second to the http register.
    LICENCE_REGISTRY_RATE: z.coerce.number().int().min(1).max(1000).default(LICENCE_REGISTRY_RATE_DEFAULT),
    // The days refrigerated products ship on (issue 42): weekday names, comma-separated.
    COLD_CHAIN_SHIP_DAYS: z
      .string()
      .default(COLD_CHAIN_SHIP_DAYS_DEFAULT.map((day) => WEEKDAYS[day - 1]).join(','))
      .transform((value, ctx) => {
        const days = value.split(',').map((word) => weekdayNumber(word.trim()));
        if (days.length === 0 || days.some((day) => day === undefined)) {
          ctx.addIssue({
            code: 'custom',
            message: 'must name days of the week, such as Monday,Tuesday,Wednesday',
          });
          return z.NEVER;
        }
        return [...new Set(days as number[])].sort((a, b) => a - b);
      }),
    // Days the shop's clock runs ahead of the machine's (browser tests and demos of licence expiry).
    SHOP_CLOCK_OFFSET_DAYS: z.coerce.number().int().min(-3650).max(3650).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    WEB_DIST_DIR: z.string().optional(),
    // The proxies whose X-Forwarded-For / -Proto the server believes: only these hops, so a client's
    // own X-Forwarded-For entries never become its address (rate limits, /metrics).
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const word = value.trim().toLowerCase();
        if (['false', '0', 'no'].includes(word)) return false as const;
        if (['true', '1', 'yes'].includes(word)) return LOOPBACK_PROXY;
        const { ranges, invalid } = parseAddressList(value);
        if (invalid.length > 0 || ranges.length === 0) {
          const named = invalid.length > 0 ? ` (not one: ${invalid.join(', ')})` : '';
          ctx.addIssue({
            code: 'custom',
            message: `must be true, false, or the proxies' IP addresses or CIDR ranges, comma-separated, such as 10.0.0.2,10.0.1.0/24${named}`,
          });
          return z.NEVER;
        }
        return ranges.map((range) => `${range.address}/${range.prefix}`);
      }),
    // Who may read GET /metrics: IP addresses and CIDR ranges, comma-separated (request.ip).
    METRICS_ALLOW: z
      .string()
      .default('127.0.0.1,::1')
      .transform((value, ctx) => {
        const { ranges, invalid } = parseAddressList(value);
        if (invalid.length > 0 || ranges.length === 0) {
          const named = invalid.length > 0 ? ` (not one: ${invalid.join(', ')})` : '';
          ctx.addIssue({
            code: 'custom',
            message: `must be IP addresses or CIDR ranges, comma-separated, such as 127.0.0.1,::1,10.0.0.0/8${named}`,
          });
          return z.NEVER;
        }
        return ranges;
      }),
    RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    GUEST_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    // How long a request may take to arrive, in seconds (see httpTimeouts below for the defaults).
    HTTP_HEADERS_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(10),
    HTTP_IDLE_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
    HTTP_REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(300),
    // After SIGTERM: how long requests in flight and running jobs may take before the process exits.
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
    // After SIGTERM and before the listener closes: the process still serves, readiness says 503.
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
    // At start, after listening: the longest the warm-up may keep readiness at 503 (0: no warm-up).
    WARM_UP_SECONDS: z.coerce.number().int().min(0).max(30).default(3),
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT > env.HTTP_REQUEST_TIMEOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT'],
        message: 'must not exceed HTTP_REQUEST_TIMEOUT (the headers are part of the request)',
      });
    }
    if (env.NODE_ENV === 'production' && env.SHOP_CLOCK_OFFSET_DAYS !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_CLOCK_OFFSET_DAYS'],
        message: 'must be 0 when NODE_ENV=production (the shop keeps the real calendar)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && env.SMTP_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production and SMTP_URL is set (e-mails link to it)',
      });
    }
    if (env.LICENCE_REGISTRY === 'http' && !env.LICENCE_REGISTRY_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LICENCE_REGISTRY_URL'],
        message: 'is required when LICENCE_REGISTRY=http',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

/**
 * How long a client may take to send a request; past it the connection is answered 408 or closed,
 * so a client that stops sending cannot hold a connection (and its memory) forever.
 * - headers 10 s: a browser sends its headers in one packet; 10 s covers a bad mobile link.
 * - idle 30 s: no byte at all for 30 s means the sender is gone (or stalling on purpose); a slow
 *   but moving upload never hits it.
 * - request 300 s for the whole request, body included: uploads of up to 20 images of 10 MB are
 *   planned, and 200 MB on a 5.5 Mbit/s uplink take about 290 s. Everything else is tiny, so this
 *   only bounds a client that trickles bytes just fast enough to stay under the idle limit.
 */
/** LICENCE_REGISTRY, LICENCE_REGISTRY_URL (set when the provider is http) and LICENCE_REGISTRY_RATE. */
export interface LicenceRegistryConfig {
  provider: LicenceRegistryProvider;
  url: string | undefined;
  ratePerSecond: number;
}

export interface HttpTimeouts {
  headersMs: number;
  idleMs: number;
  requestMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to a PostgreSQL server (DATABASE_URL). */
  databasePoolSize: number;
  dataDir: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean | undefined;
  appSecret: string;
  previousAppSecrets: string[];
  smtpUrl: string | undefined;
  /** How often each process sends the outbox's e-mails (EMAIL_SEND_INTERVAL_SECONDS), in milliseconds. */
  emailSendIntervalMs: number;
  /**
   * The shop's public origin (no trailing slash), e.g. https://shop.example: the base of links in
   * e-mails. PUBLIC_URL, else the listen address (docs/product.md, Content).
   */
  publicUrl: string;
  shopName: string;
  /** The shop's postal address, a line each (SHOP_ADDRESS). */
  shopAddress: string[];
  /** The shop's tax registration number, printed on invoices and credit notes (SHOP_TAX_NUMBER); none when unset. */
  shopTaxNumber: string | undefined;
  currency: string;
  supportEmail: string;
  /** Where notices of new registrations and licence renewals go (ADMIN_NOTIFY_EMAIL); unset: the admin accounts. */
  adminNotifyEmail: string | undefined;
  /** The IANA time zone whose calendar the shop keeps (licence expiry, the daily jobs). */
  shopTimeZone: string;
  /** Days the shop's clock runs ahead of the machine's; 0 in production. */
  clockOffsetDays: number;
  /** CREDIT_HOLD_DAYS: days an invoice on account may be overdue before its practice is held (issue 40). */
  creditHoldDays: number;
  /** DELIVERY_ASSUMED_DAYS: days after shipping an order nobody marked delivered is taken as delivered (issue 42). */
  deliveryAssumedDays: number;
  /** RETURN_WINDOW_DAYS: days after delivery a practice may ask to return lines of an order (issue 42). */
  returnWindowDays: number;
  /** Where licences are looked up (issue 43, docs/decisions/059): LICENCE_REGISTRY, its URL and rate. */
  licenceRegistry: LicenceRegistryConfig;
  /** COLD_CHAIN_SHIP_DAYS as ISO weekdays (Monday 1 … Sunday 7), in order: when refrigerated products ship (issue 42). */
  coldChainShipDays: readonly number[];
  logLevel: string;
  /** `pretty`: a short line per request for a person at a terminal; `json`: one JSON object a line. Unset: pretty on a terminal. */
  logFormat: 'pretty' | 'json' | undefined;
  webDistDir: string | undefined;
  /** The proxy hops trusted to name the client (addresses and CIDR ranges), or false for none. */
  trustProxy: false | string[];
  /** The addresses (request.ip, so the proxy's client address with trustProxy) that may read /metrics. */
  metricsAllow: AddressRange[];
  responseCacheEntries: number;
  /** Registrations accepted per client address and hour. */
  registrationsPerHour: number;
  /** New guest sessions (a cookieless visitor's first cart addition) per client address and hour. */
  guestSessionsPerHour: number;
  secureCookies: boolean;
  httpTimeouts: HttpTimeouts;
  /** After SIGTERM, how long requests in flight and running jobs may take (main.ts). */
  shutdownGraceMs: number;
  /** After SIGTERM, how long the process keeps listening while readiness says 503 (main.ts). */
  shutdownDrainMs: number;
  /** At start, the longest the warm-up may take before readiness says 200 anyway; 0: none (main.ts). */
  warmUpMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    // Outside production a fixed development secret keeps `npm start` zero-config; production
    // refuses to start without a real one (checked above).
    appSecret: e.APP_SECRET ?? 'development-only-secret-not-for-production-use',
    previousAppSecrets: e.APP_SECRET_PREVIOUS ?? [],
    smtpUrl: e.SMTP_URL,
    emailSendIntervalMs: e.EMAIL_SEND_INTERVAL_SECONDS * 1000,
    publicUrl: e.PUBLIC_URL ?? listenOrigin(e.HOST, e.PORT),
    shopName: e.SHOP_NAME,
    shopAddress: e.SHOP_ADDRESS,
    shopTaxNumber: e.SHOP_TAX_NUMBER,
    currency: e.CURRENCY,
    supportEmail: e.SUPPORT_EMAIL,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    shopTimeZone: e.SHOP_TIME_ZONE,
    clockOffsetDays: e.SHOP_CLOCK_OFFSET_DAYS,
    creditHoldDays: e.CREDIT_HOLD_DAYS,
    deliveryAssumedDays: e.DELIVERY_ASSUMED_DAYS,
    coldChainShipDays: e.COLD_CHAIN_SHIP_DAYS,
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    licenceRegistry: {
      provider: e.LICENCE_REGISTRY,
      url: e.LICENCE_REGISTRY_URL,
      ratePerSecond: e.LICENCE_REGISTRY_RATE,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    metricsAllow: e.METRICS_ALLOW,
    responseCacheEntries: e.RESPONSE_CACHE_ENTRIES,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    guestSessionsPerHour: e.GUEST_SESSIONS_PER_HOUR,
    secureCookies: e.NODE_ENV === 'production',
    httpTimeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT * 1000,
      idleMs: e.HTTP_IDLE_TIMEOUT * 1000,
      requestMs: e.HTTP_REQUEST_TIMEOUT * 1000,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    warmUpMs: e.WARM_UP_SECONDS * 1000,
  };
}
