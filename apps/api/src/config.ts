import { resolve } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Portal Cliente <no-responder@portalcliente.cl>'),
  PUBLIC_URL: z.string().url('debe ser una URL').default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  FORCED_BANK_RUTS: z.string().default(''),
  // Requests per minute per business and user on /api/v1/client (429 with Retry-After beyond it).
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Proxies whose X-Forwarded-For is believed: 'loopback' (default), addresses/CIDRs separated by
  // commas, a number of hops, 'true' (any: only behind a proxy that overwrites the header) or 'false'.
  TRUST_PROXY: z.string().default('loopback'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize: number;
  dataDir: string;
  appSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  webDist?: string;
  seedDemo: boolean;
  /** The allow-list of business RUTs that get bank movements and reconciliation forced on. */
  forcedBankRuts: string[];
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: which hops may name the client's address in X-Forwarded-For. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
};

function parseTrustProxy(raw: string): Config['trustProxy'] {
  const v = raw.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad variable stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.APP_SECRET) {
    throw new ConfigError('Configuración inválida:\n  APP_SECRET: es obligatoria en producción');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR),
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO === 'true',
    forcedBankRuts: e.FORCED_BANK_RUTS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}
