import { z } from 'zod';
import { DEFAULT_CAMPAIGN_RATE_PER_MINUTE } from '../shared/campaigns/campaign-values';
import { trustProxySchema } from './lib/trust-proxy';

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), hint);

/**
 * The app's public address, reduced to its origin: every absolute address the server writes starts with it, and
 * the app is served from the root, so a path would only make links that lead nowhere.
 */
const isOrigin = (v: string) => {
  const url = URL.canParse(v) ? new URL(v) : undefined;
  return url !== undefined && /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`;
};
const publicUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine(
    (v) => v === undefined || isOrigin(v),
    'must be an http(s) URL such as https://app.example.com, without a path',
  )
  .transform((v) => (v === undefined ? undefined : new URL(v).origin));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: publicUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// URL'),
  // Two at least: start-up holds one connection for its lock while migrating on another.
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: trustProxySchema,
  SMTP_URL: optionalUrl(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Crewdesk <no-reply@crewdesk.local>'),
  // The key Site Settings > Email encrypts the SMTP password with (AES-256-GCM): 32 random bytes, written as 64
  // hexadecimal characters or 44 characters of base64 (`openssl rand -hex 32`). Empty: no password can be stored.
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim() : undefined))
    .refine(
      (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9+/]{43}=$/.test(v),
      'must be 32 bytes written as 64 hexadecimal characters or 44 characters of base64 (openssl rand -hex 32)',
    ),
  // Messages a minute each campaign goes out at (0: as fast as the mail server takes them).
  CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_CAMPAIGN_RATE_PER_MINUTE),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('must be an e-mail address'))
    .default('admin@crewdesk.local'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 8, 'must be at least 8 characters'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: JSON lines when NODE_ENV=production and the output is not a terminal, readable lines otherwise.
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  // Daily backups of the embedded database into this folder (off when empty); the newest BACKUP_KEEP stay.
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  // Card payments through Stripe when set; the built-in test-mode provider otherwise.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  // A Stripe-compatible API to talk to instead of Stripe's own (a local fake in tests).
  STRIPE_API_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
  // Storefronts also answer at `<subdomain>.<ROOT_DOMAIN>` when set (e.g. crewdesk.app; a wildcard DNS record).
  ROOT_DOMAIN: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim().toLowerCase().replace(/\.$/, '') : undefined))
    .refine(
      (v) => v === undefined || /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(v),
      'must be a host name such as crewdesk.app',
    ),
  // DNS servers that check custom domains' TXT records (comma-separated host:port); empty: the system's resolvers.
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    )
    .refine(
      (v) => v === undefined || v.every((s) => /^(?:[0-9.]+|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?$/.test(s)),
      'must be comma-separated IP addresses with an optional port, such as 127.0.0.1:5353 or [::1]:53',
    ),
});

export const envSchema = envFields
  .refine((env) => !(env.BACKUP_DIR && env.DATABASE_URL), {
    path: ['BACKUP_DIR'],
    message: 'backs up the embedded database only: with DATABASE_URL, back PostgreSQL up with pg_dump',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is needed with STRIPE_SECRET_KEY: payments are confirmed by signed webhooks',
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; refuses with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
}
