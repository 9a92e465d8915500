import { availableParallelism } from 'node:os';
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
  // Former APP_SECRETs, comma-separated: what they sealed still opens while the data is re-sealed.
  APP_SECRET_PREVIOUS: z.string().default(''),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Portal Cliente <no-responder@portalcliente.cl>'),
  // Default: http://localhost:<PORT> (see loadConfig), so that mail links reach a server started on another port.
  PUBLIC_URL: z.string().url('debe ser una URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Default: true outside production, false in it (see loadConfig).
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  // The OpenAPI document and its viewer at /api/docs. Default: true outside production, false in
  // it (a deployment's full map of routes is a gift to whoever probes it).
  API_DOCS: z.enum(['true', 'false']).optional(),
  FORCED_BANK_RUTS: z.string().default(''),
  // Requests per minute per business and user on /api/v1/client (429 with Retry-After beyond it).
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Proxies whose X-Forwarded-For is believed: 'loopback' (default), addresses/CIDRs separated by
  // commas, a number of hops, 'true' (any: only behind a proxy that overwrites the header) or 'false'.
  TRUST_PROXY: z.string().default('loopback'),
  // Imports running at once in this process (one per business); beyond it 429 with Retry-After.
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // Worker threads that parse imported files (default: the cores, at most 4).
  IMPORT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // Operators of the deployment (the job-queue page), comma-separated e-mails; empty: no one.
  // Business roles never grant it.
  COBRANZA_ONLINE_URL: z.string().url('debe ser una URL').optional(),
  COBRANZA_ONLINE_API_KEY: z.string().optional(),
  FACTORING_PARTNER_EMAIL: z.email('debe ser un correo electrónico').default('factoring@portalcliente.cl'),
  // Sign-in with an identity provider (OpenID Connect): unset, the feature answers "no configurado".
  OIDC_ISSUER: z.string().url('debe ser una URL').optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('front'),
  OIDC_EMPRENDE_CLIENT_ID: z.string().min(1).default('emprende'),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().default('openid first_party email profile devise id offline balance_sheet.read'),
  OIDC_PROVIDER_NAME: z.string().min(1).max(60).default('proveedor de identidad'),
  OPERATOR_EMAILS: z
    .string()
    .default('')
    .refine(
      (v) => splitList(v).every((e) => z.string().email().safeParse(e).success),
      'debe ser una lista de correos separados por comas',
    ),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize: number;
  dataDir: string;
  /** Keys lib/secrets.ts; outside production it may be absent (a local one is made under DATA_DIR). */
  appSecret?: string;
  appSecretPrevious: string[];
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  webDist?: string;
  seedDemo: boolean;
  /** Whether /api/docs serves the OpenAPI document (API_DOCS). */
  apiDocs: boolean;
  /** The allow-list of business RUTs that get bank movements and reconciliation forced on. */
  forcedBankRuts: string[];
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: which hops may name the client's address in X-Forwarded-For. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Imports running at once in the process (at most one per business). */
  importConcurrency: number;
  /** Worker threads parsing imported files. */
  importWorkers: number;
  /** Who may use the operator routes (lower case). Empty: no one. */
  operatorEmails: string[];
  /** Cobranza Online's API (features/cobranza-online/README.md); absent: the local adapter. */
  cobranzaOnline?: { url: string; apiKey?: string };
  /** Where factoring's "contact me" mails go. */
  factoringPartnerEmail: string;
  /** The identity provider (features/oidc/README.md); absent: that sign-in is not configured. */
  oidc?: OidcConfig;
};

export type OidcConfig = {
  issuer: string;
  /** Client ids by brand variant (spec §1, §6): 'front', and the emprende variant's own. */
  clientIds: { cliente: string; emprende: string };
  /** Absent: a public client (PKCE only); present: client_secret_post. */
  clientSecret?: string;
  scopes: string;
  providerName: string;
};

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

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
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET) {
    throw new ConfigError('Configuración inválida:\n  APP_SECRET: es obligatoria en producción');
  }
  // The demo account's password is printed and published in the README: never on a real server.
  if (production && e.SEED_DEMO === 'true') {
    throw new ConfigError(
      'Configuración inválida:\n  SEED_DEMO: la cuenta de demostración no se crea en producción',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR),
    appSecret: e.APP_SECRET,
    appSecretPrevious: e.APP_SECRET_PREVIOUS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: (e.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    apiDocs: (e.API_DOCS ?? (production ? 'false' : 'true')) === 'true',
    forcedBankRuts: e.FORCED_BANK_RUTS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    importConcurrency: e.IMPORT_CONCURRENCY,
    importWorkers: e.IMPORT_WORKERS ?? Math.min(4, availableParallelism()),
    operatorEmails: splitList(e.OPERATOR_EMAILS).map((m) => m.toLowerCase()),
    ...(e.COBRANZA_ONLINE_URL
      ? {
          cobranzaOnline: {
            url: e.COBRANZA_ONLINE_URL.replace(/\/$/, ''),
            apiKey: e.COBRANZA_ONLINE_API_KEY,
          },
        }
      : {}),
    factoringPartnerEmail: e.FACTORING_PARTNER_EMAIL.toLowerCase(),
    ...(e.OIDC_ISSUER
      ? {
          oidc: {
            issuer: e.OIDC_ISSUER,
            clientIds: { cliente: e.OIDC_CLIENT_ID, emprende: e.OIDC_EMPRENDE_CLIENT_ID },
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: e.OIDC_SCOPES.trim(),
            providerName: e.OIDC_PROVIDER_NAME,
          },
        }
      : {}),
  };
}
