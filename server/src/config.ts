import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_ADVANCE_DAYS } from '@pachmarhi/common/schemas/reservation';
import { fromRoot, REPO_ROOT } from './paths';
import { readStorageConfig, type StorageConfig } from './platform/storage/storage-config';
import { defaultLogLevel, LOG_LEVELS, type LogLevel } from './platform/logging/logger';
import { defaultWriteReserve } from './platform/db/write-reserve';

/** How many server renders may run and wait, and for how long (RENDER_CONCURRENCY, RENDER_QUEUE, RENDER_TIMEOUT_MS; modules/pages/render-gate.ts). */
export interface RenderLimits {
  /** Renders running at once. */
  concurrency: number;
  /**
   * Page requests waiting for a render to finish, at most; the next one gets the busy page at once.
   * Fewer while renders are slow: a request that would wait past `timeoutMs` is turned away at once.
   */
  queue: number;
  /** Longest a page request may take, waiting included (ms): then its render is abandoned and it gets the busy page. */
  timeoutMs: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { concurrency: 2, queue: 512, timeoutMs: 5_000 };

/** How much of the HTML cache and for how long (PAGE_CACHE_MB, PAGE_CACHE_FRESH_S, PAGE_CACHE_STALE_S). */
export interface PageCacheLimits {
  /** Memory for pages in all (bytes, each page's HTML and its gzip copy); 0 turns the cache off. */
  maxBytes: number;
  /** How long a page is served as it is (ms). */
  freshMs: number;
  /** How long after that it is still served, once, while it is rendered again in the background (ms). */
  staleMs: number;
}

export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxBytes: 32 * 1024 * 1024,
  freshMs: 60_000,
  staleMs: 600_000,
};

/** Load `.env` from the repository root when present (never overrides real environment variables). */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  // The development conveniences (the demo admin); default: on unless NODE_ENV=production.
  DEV_DEFAULTS: z.enum(['', 'true', 'false']).default(''),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().trim().default(''),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  // Connections of the pool that reads may not take: writes always find one (docs: README, Configuration).
  DB_WRITE_RESERVE: z.coerce.number().int().min(0).optional(),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_RENDER_LIMITS.concurrency),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_RENDER_LIMITS.queue),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_RENDER_LIMITS.timeoutMs),
  // The HTML cache of pages for visitors without a session (docs: README, Configuration).
  PAGE_CACHE_MB: z.coerce
    .number()
    .min(0)
    .max(4096)
    .default(DEFAULT_PAGE_CACHE_LIMITS.maxBytes / 1024 / 1024),
  PAGE_CACHE_FRESH_S: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_PAGE_CACHE_LIMITS.freshMs / 1000),
  PAGE_CACHE_STALE_S: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_PAGE_CACHE_LIMITS.staleMs / 1000),
  PGLITE_DIR: z.string().default('data/pglite'),
  UPLOADS_DIR: z.string().default('uploads'),
  CLIENT_DIST: z.string().default('client/dist'),
  JWT_SECRET: z.string().default(''),
  JWT_SECRET_FILE: z.string().default('data/jwt-secret'),
  ADMIN_EMAIL: z.string().default(''),
  ADMIN_PASSWORD: z.string().default(''),
  ADMIN_NAME: z.string().default('Administrator'),
  BOOKING_HOLD_HOURS: z.coerce.number().positive().default(24),
  MAX_ADVANCE_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_MAX_ADVANCE_DAYS),
  // Guest register records are kept at least a year (Immigration and Foreigners Act 2025 and its rules).
  GUEST_RECORD_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'GUEST_RECORD_RETENTION_DAYS cannot be below 365: guest records must be kept at least one year')
    .default(400),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(8),
  // Calendar sync (docs/decisions/020-calendar-sync.md): minutes between syncs of each import feed; fractions for tests.
  ICAL_SYNC_MINUTES: z.coerce.number().min(0.01).max(1440).default(15),
  ICAL_ALLOW_PRIVATE_HOSTS: z.enum(['', 'true', 'false']).default(''),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v, c) => {
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.find((a) => !isProxyAddress(a));
      if (bad)
        c.addIssue({
          code: 'custom',
          message: `"${bad}" is not an IP address, CIDR range, loopback, linklocal or uniquelocal`,
        });
      return list;
    }),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  SEED_DEMO: z.string().default('true'),
  // The site's public origin for absolute links (sitemap, canonical, link previews); empty = the request's own host.
  SITE_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  // One coloured line per request through pino-pretty (a worker thread): `npm run dev` sets it; JSON lines otherwise.
  LOG_PRETTY: z.enum(['', 'true', 'false']).default(''),
  REDIS_URL: z.string().trim().default(''),
  SMTP_URL: z.string().trim().default(''),
  SMTP_FROM: z.string().trim().default(''),
  WHATSAPP_TOKEN: z.string().trim().default(''),
  WHATSAPP_PHONE_ID: z.string().trim().default(''),
  WHATSAPP_API_URL: z.string().trim().default('https://graph.facebook.com/v21.0'),
  MESSAGES_SCHEDULE: z.enum(['', 'true', 'false']).default(''),
  // Test-only: the instant the server treats as now, for the browser tests' fixed clock; refused in production.
  TEST_FIXED_NOW: z.union([z.literal(''), z.iso.datetime({ offset: true })]).default(''),
  BUSINESS_NAME: z.string().default('Pachmarhi Stays & Tours'),
  BUSINESS_PHONE: z.string().default('+91 98260 12345'),
  BUSINESS_WHATSAPP: z.string().default('+91 98260 12345'),
  BUSINESS_EMAIL: z.string().default('stay@pachmarhistays.in'),
  BUSINESS_ADDRESS: z.string().default('Near Bus Stand, Patel Marg, Pachmarhi, Madhya Pradesh 461881'),
  OFFICE_HOURS: z.string().default('9:00 AM - 7:00 PM'),
  SUPPORT_HOURS: z.string().default('7 AM to 9 PM'),
  // The business's own pages on each network; none by default (a network's home page is no link to the business).
  SOCIAL_FACEBOOK: z.string().default(''),
  SOCIAL_INSTAGRAM: z.string().default(''),
  SOCIAL_TWITTER: z.string().default(''),
  SOCIAL_YOUTUBE: z.string().default(''),
  // 'latitude,longitude' of the lodge in decimal degrees (Pachmarhi bus stand by default).
  BUSINESS_GEO: z
    .string()
    .default('22.4674,78.4346')
    .transform((v, c) => {
      const [latitude, longitude] = v.split(',').map((s) => Number(s.trim()));
      if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180))
        c.addIssue({
          code: 'custom',
          message: 'must be "latitude,longitude" in decimal degrees, e.g. 22.4674,78.4346',
        });
      return { latitude, longitude };
    }),
  BUSINESS_PRICE_RANGE: z.string().default('₹500 – ₹7,500'),
  // Image storage (docs/api.md, "Image storage").
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().trim().default(''),
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  S3_REGION: z.string().trim().default(''),
  S3_ACCESS_KEY_ID: z.string().trim().default(''),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  S3_FORCE_PATH_STYLE: z.enum(['', 'true', 'false']).default(''),
  S3_PUBLIC_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  // Backups (docs/deploy.md#backups): the folder archives are kept in ('' = none), the bucket's
  // backups/ too (default: with STORAGE_DRIVER=s3), and the nightly job (default: in production).
  BACKUP_DIR: z.string().trim().default('data/backups'),
  BACKUP_S3: z.enum(['', 'true', 'false']).default(''),
  BACKUP_SCHEDULE: z.enum(['', 'true', 'false']).default(''),
});

export type Env = z.infer<typeof envSchema>;

/** Demo admin of the development defaults (DEV_DEFAULTS) only; production must set ADMIN_EMAIL/ADMIN_PASSWORD (or use create-admin). */
export const DEV_ADMIN = { email: 'admin@pachmarhistays.in', password: 'Pachmarhi@2026' };

export interface AppConfig {
  production: boolean;
  /** NODE_ENV as given ('development' when unset); 'test' turns on test-only aids such as the captcha answer. */
  nodeEnv: string;
  /**
   * The development conveniences (DEV_DEFAULTS; on unless NODE_ENV=production, refused there): the
   * demo admin when ADMIN_EMAIL/ADMIN_PASSWORD are unset. Separate from how the site is served:
   * pages always render with React's production build (modules/pages/render-worker.ts), whatever
   * NODE_ENV says.
   */
  devDefaults: boolean;
  port: number;
  databaseUrl: string;
  /**
   * PostgreSQL pool (DATABASE_URL only): connections; wait for one incl. connecting (ms); statement
   * limit (ms, 0 = none); connections reads may not take, kept for writes.
   */
  dbPool: { max: number; waitMs: number; statementTimeoutMs: number; writeReserve: number };
  /** Server rendering of pages: renders at once, requests waiting, time limit per page (ms). */
  render: RenderLimits;
  /** The HTML cache of pages for visitors without a session: memory (bytes; 0 = off), fresh and stale-while-revalidate (ms). */
  pageCache: PageCacheLimits;
  pgliteDir: string;
  uploadsDir: string;
  clientDist: string;
  jwtSecret: string;
  jwtSecretFile: string;
  admin: { email: string; password: string; name: string } | null;
  bookingHoldMs: number;
  /** How many days ahead of today (IST) a reservation, enquiry, quote or availability search may start. */
  maxAdvanceDays: number;
  /** Days after a stay ends that its guest register records are kept (GUEST_RECORD_RETENTION_DAYS, ≥ 365). */
  guestRecordRetentionDays: number;
  maxUploadBytes: number;
  /** Calendar sync: ms between two syncs of one import feed (ICAL_SYNC_MINUTES), and whether feeds may be on private addresses. */
  calendarSync: { intervalMs: number; allowPrivateHosts: boolean };
  corsOrigins: string[];
  /**
   * Express's `trust proxy`: which peers may say who the client is (X-Forwarded-For), and so
   * what req.ip, the rate-limit key, is. The TRUSTED_PROXIES list when given, else TRUST_PROXY hops; 0 = none.
   */
  trustProxy: number | string[];
  /** Login + registration attempts per IP per minute (one shared budget). */
  authRateLimit: number;
  /** Contact-form messages per IP per 10 minutes. */
  contactRateLimit: number;
  /** Anonymous enquiries (Reserve via WhatsApp with dates) per IP per 10 minutes. */
  enquiryRateLimit: number;
  seedDemo: boolean;
  /**
   * Public origin without a trailing slash ('https://pachmarhistays.in'); required in production.
   * '' (development and tests) = the request's own address when it is a loopback one, else
   * http://localhost:<port> (platform/http/site-origin.ts): a Host header is never echoed.
   */
  siteUrl: string;
  /**
   * Pretty log lines (LOG_PRETTY=true, set by `npm run dev`; never under NODE_ENV=test). Off, a log
   * line is one JSON object, written on the request's thread without a formatter.
   */
  logPretty: boolean;
  /** Least severe log lines written (LOG_LEVEL; default 'info', 'silent' under NODE_ENV=test). */
  logLevel: LogLevel;
  /** redis://… to count the rate limits in Redis; empty = in PostgreSQL (memory on the embedded database). */
  redisUrl: string;
  /**
   * Messages to guests (docs/decisions/035-messages-and-the-job-runner.md): SMTP_URL
   * (smtp://user:pass@host:587; empty = no email) and its From (SMTP_FROM, default the business's
   * name and BUSINESS_EMAIL); the WhatsApp Business Cloud API (WHATSAPP_TOKEN and WHATSAPP_PHONE_ID;
   * either empty = the owner's outbox) at WHATSAPP_API_URL (Meta's Graph API by default; a test
   * peer in tests); `schedule`: this process runs the job workers (MESSAGES_SCHEDULE; default on,
   * off under NODE_ENV=test).
   */
  messaging: {
    smtpUrl: string;
    smtpFrom: string;
    whatsapp: { token: string; phoneId: string; apiUrl: string } | null;
    schedule: boolean;
  };
  site: {
    businessName: string;
    phone: string;
    whatsappNumber: string;
    email: string;
    address: string;
    officeHours: string;
    supportHours: string;
    social: { facebook: string; instagram: string; twitter: string; youtube: string };
    geo: { latitude: number; longitude: number };
    priceRange: string;
  };
  /** Where uploaded images are kept: the uploads folder or an S3-compatible bucket. */
  storage: StorageConfig;
  /**
   * Backups (docs/deploy.md#backups): the folder archives are kept in (BACKUP_DIR; null = none),
   * whether the image bucket keeps them too under backups/ (BACKUP_S3), and whether this process
   * takes part in the nightly backup at 02:30 IST (BACKUP_SCHEDULE; default on, except under NODE_ENV=test).
   */
  backup: { dir: string | null; s3: boolean; schedule: boolean };
  /**
   * Test-only (TEST_FIXED_NOW, e.g. '2026-12-09T10:30:00+05:30'): the instant the server treats as
   * now, standing still, so the browser tests can fix the same instant in the browser. Undefined =
   * the real clock. Refused when NODE_ENV=production.
   */
  fixedNow?: Date;
}

/**
 * Read the configuration from environment variables (see .env.example for each one).
 * @throws Error naming the bad variable when a value is invalid
 */
export function readConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.TRUST_PROXY > 0 && e.TRUSTED_PROXIES.length === 0) {
    // Hop counting trusts whatever peer connects: if the app is reachable without the proxy, a
    // client can send its own X-Forwarded-For and get a fresh rate-limit budget on every request.
    throw new Error(
      'TRUST_PROXY is set but TRUSTED_PROXIES is empty. With NODE_ENV=production, list the proxy addresses or CIDR ranges in TRUSTED_PROXIES (comma-separated), e.g. TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8.',
    );
  }
  if (production && !e.SITE_URL) {
    // Absolute links (canonical, previews, sitemap, feeds) would otherwise come from whatever Host header a client sends.
    throw new Error(
      'SITE_URL is required when NODE_ENV=production: the public address of the site, e.g. SITE_URL=https://pachmarhistays.in.',
    );
  }
  if (production && e.TEST_FIXED_NOW) {
    throw new Error(
      'TEST_FIXED_NOW is a test-only setting (a fixed clock for the browser tests) and is refused when NODE_ENV=production: unset it.',
    );
  }
  if (production && e.DEV_DEFAULTS === 'true') {
    throw new Error(
      'DEV_DEFAULTS=true (the demo admin and its known password) is refused when NODE_ENV=production: unset it.',
    );
  }
  if (e.BACKUP_S3 === 'true' && e.STORAGE_DRIVER !== 's3') {
    throw new Error(
      'Invalid environment variable BACKUP_S3: backups go to the image bucket, so BACKUP_S3=true needs STORAGE_DRIVER=s3 (or set BACKUP_DIR instead).',
    );
  }
  const devDefaults = e.DEV_DEFAULTS === '' ? !production : e.DEV_DEFAULTS === 'true';
  const adminEmail = e.ADMIN_EMAIL || (devDefaults ? DEV_ADMIN.email : '');
  const adminPassword = e.ADMIN_PASSWORD || (devDefaults ? DEV_ADMIN.password : '');
  return {
    production,
    nodeEnv: e.NODE_ENV,
    devDefaults,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dbPool: {
      max: e.DB_POOL_MAX,
      waitMs: e.DB_POOL_WAIT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      writeReserve: Math.min(e.DB_WRITE_RESERVE ?? defaultWriteReserve(e.DB_POOL_MAX), e.DB_POOL_MAX - 1),
    },
    render: { concurrency: e.RENDER_CONCURRENCY, queue: e.RENDER_QUEUE, timeoutMs: e.RENDER_TIMEOUT_MS },
    pageCache: {
      maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
      freshMs: e.PAGE_CACHE_FRESH_S * 1000,
      staleMs: e.PAGE_CACHE_STALE_S * 1000,
    },
    pgliteDir: fromRoot(e.PGLITE_DIR),
    uploadsDir: fromRoot(e.UPLOADS_DIR),
    clientDist: fromRoot(e.CLIENT_DIST),
    jwtSecret: e.JWT_SECRET,
    jwtSecretFile: fromRoot(e.JWT_SECRET_FILE),
    admin:
      adminEmail && adminPassword
        ? { email: adminEmail.toLowerCase(), password: adminPassword, name: e.ADMIN_NAME }
        : null,
    bookingHoldMs: e.BOOKING_HOLD_HOURS * 3_600_000,
    maxAdvanceDays: e.MAX_ADVANCE_DAYS,
    guestRecordRetentionDays: e.GUEST_RECORD_RETENTION_DAYS,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    calendarSync: {
      intervalMs: Math.round(e.ICAL_SYNC_MINUTES * 60_000),
      allowPrivateHosts: e.ICAL_ALLOW_PRIVATE_HOSTS === 'true',
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.TRUSTED_PROXIES.length ? e.TRUSTED_PROXIES : e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    seedDemo: e.SEED_DEMO !== 'false',
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL ?? defaultLogLevel(e.NODE_ENV),
    logPretty: e.LOG_PRETTY === 'true' && e.NODE_ENV !== 'test',
    redisUrl: e.REDIS_URL,
    messaging: {
      smtpUrl: e.SMTP_URL,
      smtpFrom: e.SMTP_FROM || `"${e.BUSINESS_NAME.replace(/"/g, '')}" <${e.BUSINESS_EMAIL}>`,
      whatsapp:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_ID
          ? { token: e.WHATSAPP_TOKEN, phoneId: e.WHATSAPP_PHONE_ID, apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, '') }
          : null,
      schedule: e.MESSAGES_SCHEDULE ? e.MESSAGES_SCHEDULE === 'true' : e.NODE_ENV !== 'test',
    },
    site: {
      businessName: e.BUSINESS_NAME,
      phone: e.BUSINESS_PHONE,
      whatsappNumber: e.BUSINESS_WHATSAPP,
      email: e.BUSINESS_EMAIL,
      address: e.BUSINESS_ADDRESS,
      officeHours: e.OFFICE_HOURS,
      supportHours: e.SUPPORT_HOURS,
      social: {
        facebook: e.SOCIAL_FACEBOOK,
        instagram: e.SOCIAL_INSTAGRAM,
        twitter: e.SOCIAL_TWITTER,
        youtube: e.SOCIAL_YOUTUBE,
      },
      geo: e.BUSINESS_GEO,
      priceRange: e.BUSINESS_PRICE_RANGE,
    },
    storage: readStorageConfig(e),
    backup: {
      dir: e.BACKUP_DIR ? fromRoot(e.BACKUP_DIR) : null,
      s3: e.BACKUP_S3 ? e.BACKUP_S3 === 'true' : e.STORAGE_DRIVER === 's3',
      schedule: e.BACKUP_SCHEDULE ? e.BACKUP_SCHEDULE === 'true' : e.NODE_ENV !== 'test',
    },
    ...(e.TEST_FIXED_NOW ? { fixedNow: new Date(e.TEST_FIXED_NOW) } : {}),
  };
}

/** An address, CIDR range or named range that Express's `trust proxy` (proxy-addr) accepts. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, prefix, extra] = value.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}
