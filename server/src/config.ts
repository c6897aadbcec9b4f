import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fromRoot, REPO_ROOT } from './paths';

/** Load `.env` from the repository root when present (never overrides real environment variables). */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().trim().default(''),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  PGLITE_DIR: z.string().default('data/pglite'),
  UPLOADS_DIR: z.string().default('uploads'),
  CLIENT_DIST: z.string().default('client/dist'),
  JWT_SECRET: z.string().default(''),
  JWT_SECRET_FILE: z.string().default('data/jwt-secret'),
  ADMIN_EMAIL: z.string().default(''),
  ADMIN_PASSWORD: z.string().default(''),
  ADMIN_NAME: z.string().default('Administrator'),
  BOOKING_HOLD_HOURS: z.coerce.number().positive().default(24),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(8),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SEED_DEMO: z.string().default('true'),
  BUSINESS_NAME: z.string().default('Pachmarhi Stays & Tours'),
  BUSINESS_PHONE: z.string().default('+91 98260 12345'),
  BUSINESS_WHATSAPP: z.string().default('+91 98260 12345'),
  BUSINESS_EMAIL: z.string().default('stay@pachmarhistays.in'),
  BUSINESS_ADDRESS: z.string().default('Near Bus Stand, Patel Marg, Pachmarhi, Madhya Pradesh 461881'),
  OFFICE_HOURS: z.string().default('9:00 AM - 7:00 PM'),
  SUPPORT_HOURS: z.string().default('7 AM to 9 PM'),
  SOCIAL_FACEBOOK: z.string().default('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM: z.string().default('https://www.instagram.com/'),
  SOCIAL_TWITTER: z.string().default('https://x.com/'),
  SOCIAL_YOUTUBE: z.string().default('https://www.youtube.com/'),
});

export type Env = z.infer<typeof envSchema>;

/** Demo admin for development only; production must set ADMIN_EMAIL/ADMIN_PASSWORD (or use create-admin). */
export const DEV_ADMIN = { email: 'admin@pachmarhistays.in', password: 'Pachmarhi@2026' };

export interface AppConfig {
  production: boolean;
  port: number;
  databaseUrl: string;
  /** PostgreSQL pool (DATABASE_URL only): connections; wait for one incl. connecting (ms); statement limit (ms, 0 = none). */
  dbPool: { max: number; waitMs: number; statementTimeoutMs: number };
  pgliteDir: string;
  uploadsDir: string;
  clientDist: string;
  jwtSecret: string;
  jwtSecretFile: string;
  admin: { email: string; password: string; name: string } | null;
  bookingHoldMs: number;
  maxUploadBytes: number;
  corsOrigins: string[];
  /** Reverse-proxy hops to trust for the client IP (rate limiting); 0 = none. */
  trustProxy: number;
  authRateLimit: number;
  seedDemo: boolean;
  site: {
    businessName: string; phone: string; whatsappNumber: string; email: string; address: string;
    officeHours: string; supportHours: string;
    social: { facebook: string; instagram: string; twitter: string; youtube: string };
  };
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
  const adminEmail = e.ADMIN_EMAIL || (production ? '' : DEV_ADMIN.email);
  const adminPassword = e.ADMIN_PASSWORD || (production ? '' : DEV_ADMIN.password);
  return {
    production,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dbPool: { max: e.DB_POOL_MAX, waitMs: e.DB_POOL_WAIT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    pgliteDir: fromRoot(e.PGLITE_DIR),
    uploadsDir: fromRoot(e.UPLOADS_DIR),
    clientDist: fromRoot(e.CLIENT_DIST),
    jwtSecret: e.JWT_SECRET,
    jwtSecretFile: fromRoot(e.JWT_SECRET_FILE),
    admin: adminEmail && adminPassword ? { email: adminEmail.toLowerCase(), password: adminPassword, name: e.ADMIN_NAME } : null,
    bookingHoldMs: e.BOOKING_HOLD_HOURS * 3_600_000,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    seedDemo: e.SEED_DEMO !== 'false',
    site: {
      businessName: e.BUSINESS_NAME, phone: e.BUSINESS_PHONE, whatsappNumber: e.BUSINESS_WHATSAPP,
      email: e.BUSINESS_EMAIL, address: e.BUSINESS_ADDRESS, officeHours: e.OFFICE_HOURS, supportHours: e.SUPPORT_HOURS,
      social: { facebook: e.SOCIAL_FACEBOOK, instagram: e.SOCIAL_INSTAGRAM, twitter: e.SOCIAL_TWITTER, youtube: e.SOCIAL_YOUTUBE },
    },
  };
}
