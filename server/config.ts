/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Nothing else in server/ reads process.env: take what you need from `Config`.
 * `.env.example` documents each variable; keep both in step.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const byteSize = z.coerce
  .number({ message: 'must be a number of bytes' })
  .int('must be a whole number of bytes')
  .min(1024, 'must be at least 1024 bytes')
  .max(1024 ** 4, 'must be at most 1 TiB');

const secret = z.string().min(32, 'must be at least 32 characters (generate one with `openssl rand -hex 32`)');

/**
 * An OAuth / OIDC server URL: https, or plain http on loopback only (a provider
 * running on this machine, as in development and the tests; nothing crosses a network).
 */
const providerUrl = z
  .string()
  .url('must be an absolute URL such as https://login.example.com')
  .refine((v) => {
    if (!URL.canParse(v)) return true; // .url() has said so already
    const u = new URL(v);
    return u.protocol === 'https:' || (u.protocol === 'http:' && isLoopbackHost(u.hostname));
  }, 'must use https (plain http is accepted only for localhost / 127.0.0.1 / [::1])');

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Provider ids appear in URLs (/api/auth/oidc/<id>/start) and in the user_identities table. */
const providerId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1-32 lowercase letters, digits or dashes, e.g. "okta"');

const postgresUrl = z
  .string()
  .url('must be a URL such as postgres://user:pass@host:5432/db')
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z
    .string()
    .url('must be an absolute URL such as https://framestock.example')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),

  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(4000),
  // Read replicas for the public catalogue reads (browse, search, detail), comma-separated.
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(postgresUrl).max(16))
    .optional(),
  EMBEDDED_POSTGRES_PORT: port.default(54329),

  JWT_SECRET: secret.optional(),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6, 'must be 6–64').max(64, 'must be 6–64').default(8),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  AUTH_MAX_FAILED_SIGN_INS_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  AUTH_MAX_FAILED_SIGN_INS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(10),
  AUTH_MAX_EMAILS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(5),
  AUTH_MAX_EMAILS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  AUTH_MAX_SIGN_UPS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(10),

  SMTP_URL: z
    .string()
    .url('must be a URL such as smtps://user:pass@smtp.example.com:465')
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/,
      'must be an address, e.g. Framestock <no-reply@example.com>',
    )
    .optional(),

  // Social sign-in: each provider is offered only when its client id is set.
  AUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  AUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_GITHUB_CLIENT_ID: z.string().min(1).optional(),
  AUTH_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_GITHUB_URL: providerUrl.transform((v) => v.replace(/\/+$/, '')).default('https://github.com'),
  AUTH_OIDC_ID: providerId.default('oidc'),
  // Kept exactly as given: an issuer identifier must match the provider's metadata character for character.
  AUTH_OIDC_ISSUER: providerUrl.optional(),
  AUTH_OIDC_CLIENT_ID: z.string().min(1).optional(),
  AUTH_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_OIDC_DISPLAY_NAME: z.string().min(1).max(40).default('Single sign-on'),

  ANALYTICS_MAX_EVENTS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(600),

  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).max(1_000_000).default(20_000),

  STORAGE_DRIVER: z.enum(['local', 'gcs']).default('local'),
  STORAGE_SIGNING_SECRET: secret.optional(),
  GCS_PROJECT_ID: z.string().min(1).optional(),
  GCS_PUBLIC_BUCKET: z.string().min(3).optional(),
  GCS_PRIVATE_BUCKET: z.string().min(3).optional(),
  GCS_API_ENDPOINT: z.string().url('must be a URL such as http://127.0.0.1:4443').optional(),

  JOBS_IN_PROCESS: bool.default(true),
  SEED_DEMO: bool.default(true),

  // Upload limits per media kind, in bytes (tus `Upload-Length` above these is refused before any byte is stored).
  UPLOAD_MAX_VIDEO_BYTES: byteSize.default(2 * 1024 ** 3),
  UPLOAD_MAX_IMAGE_BYTES: byteSize.default(50 * 1024 ** 2),
  UPLOAD_MAX_AUDIO_BYTES: byteSize.default(500 * 1024 ** 2),
  // Unset: the binaries shipped in the @ffmpeg-installer / @ffprobe-installer npm packages.
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),

  // Social preview images (/api/og-image): renders per client IP per minute (answers from cache do not count).
  OG_IMAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),

  // Video generation with Google Veo through the Gemini API; the admin page explains how to enable it when unset.
  GOOGLE_API_KEY: z.string().min(1).optional(),
  VEO_MODEL: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{0,99}$/, 'must be a Veo model name such as veo-3.0-generate-001')
    .default('veo-3.0-generate-001'),
  // Seconds before the first look at a running generation; later looks back off from it (×1.5, at most 60 s).
  VEO_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  // Another endpoint speaking the Gemini API (a proxy, or the tests' loopback fake).
  GEMINI_API_BASE_URL: providerUrl.transform((v) => v.replace(/\/+$/, '')).optional(),

  // Payments: unset = the built-in test-mode provider (no card is charged); set all three for Stripe.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_live_..., sk_test_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be the endpoint's signing secret (whsec_...)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, 'must be a Stripe publishable key (pk_live_..., pk_test_...)')
    .optional(),
  // Another Stripe API origin (a mock server on loopback in tests); unset = api.stripe.com.
  STRIPE_API_URL: providerUrl.optional(),
  BILLING_PAST_DUE_GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(7),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (documented in .env.example and the README). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

/** Variables a production deployment must set (checked at boot and by the compose test). */
export const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'JWT_SECRET', 'STORAGE_SIGNING_SECRET', 'SITE_URL'] as const;

/**
 * A social sign-in provider. `oidc`: an OpenID Connect issuer, configured by
 * discovery, identities from the signed ID token. `github`: GitHub, which is
 * OAuth 2.0 only (no discovery, no ID token, no nonce): identities from its
 * REST API (`/user`, and `/user/emails` for a verified primary address).
 */
export type SocialProviderConfig =
  | {
      kind: 'oidc';
      id: string;
      displayName: string;
      issuer: string;
      clientId: string;
      /** Unset: a public client (PKCE only, no client authentication). */
      clientSecret: string | undefined;
      scopes: string[];
      /** Extra authorization-request parameters (e.g. Google's account chooser). */
      authorizationParams: Record<string, string>;
    }
  | {
      kind: 'github';
      id: 'github';
      displayName: string;
      /** https://github.com, or a GitHub Enterprise Server. */
      webUrl: string;
      apiUrl: string;
      clientId: string;
      clientSecret: string;
      scopes: string[];
    };

export interface Config {
  env: Env['NODE_ENV'];
  isDev: boolean;
  isProd: boolean;
  port: number;
  host: string;
  siteUrl: string | undefined;
  trustProxy: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database: {
    /** Unset means: start the embedded PostgreSQL under dataDir. */
    url: string | undefined;
    poolSize: number;
    embeddedPort: number;
    /** How long requests wait on the database (server/db/data-source.ts); statementMs 0 = no limit. */
    timeouts: { connectMs: number; statementMs: number };
    /** Read replicas: the public catalogue queries read from these (graphql/replica-routing.ts). */
    replicaUrls: string[];
  };
  auth: {
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    passwordMinLength: number;
    /** Budgets per window, counted in PostgreSQL so they hold across instances. */
    rateLimits: {
      windowSeconds: number;
      failedSignInsPerAccount: number;
      failedSignInsPerIp: number;
      emailsPerAddress: number;
      emailsPerIp: number;
      signUpsPerIp: number;
    };
  };
  mail: {
    /** Unset means: write messages to the email_outbox table and the log (the embedded default). */
    smtpUrl: string | undefined;
    from: string;
  };
  /** Configured social sign-in providers, in the order the client shows them; empty hides the feature. */
  socialSignIn: { providers: SocialProviderConfig[] };
  graphql: { maxDepth: number; maxCost: number };
  /** Client analytics events (trackEvents) one IP may send per 10 minutes. */
  analytics: { maxEventsPerIp: number };
  storage: {
    driver: Env['STORAGE_DRIVER'];
    signingSecret: string;
    localDir: string;
    gcs: { projectId?: string; publicBucket: string; privateBucket: string; apiEndpoint?: string };
  };
  jobs: { inProcess: boolean };
  seedDemo: boolean;
  uploads: {
    /** Staging directory of unfinished local tus uploads (GCS: the private bucket's `uploads/` prefix). */
    stagingDir: string;
    maxBytes: { video: number; image: number; audio: number };
  };
  media: {
    /** Undefined: the npm-shipped binary. */
    ffmpegPath: string | undefined;
    ffprobePath: string | undefined;
  };
  ogImage: { rendersPerMinute: number };
  generation: {
    /** Unset: video generation is off, and its page says how to turn it on. */
    apiKey: string | undefined;
    model: string;
    pollSeconds: number;
    /** Unset: the SDK's own endpoint (Google's). */
    apiBaseUrl: string | undefined;
  };
  billing: {
    /** Set: card payments run on Stripe. Unset: the built-in test-mode provider. */
    stripe: StripeConfig | undefined;
    /** Signs the test-mode provider's webhook events (generated into secrets.json). */
    testModeWebhookSecret: string;
    /** Days a past_due subscription keeps its plan while the card is fixed. */
    pastDueGraceDays: number;
  };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Parsed STRIPE_API_URL, for the SDK's host/port/protocol; undefined = Stripe itself. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

interface Secrets {
  jwtSecret: string;
  storageSigningSecret: string;
  embeddedPostgresPassword: string;
  billingTestWebhookSecret: string;
}

/**
 * Secrets not given in the environment are generated once and kept in
 * `<dataDir>/secrets.json` (mode 600), so sessions and signed links survive restarts.
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`${file} is unreadable (${(err as Error).message}); fix or delete it`);
    }
  }
  const generate = () => randomBytes(32).toString('hex');
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? generate(),
    storageSigningSecret: stored.storageSigningSecret ?? generate(),
    embeddedPostgresPassword: stored.embeddedPostgresPassword ?? generate(),
    billingTestWebhookSecret: stored.billingTestWebhookSecret ?? `whsec_${generate()}`,
  };
  if (JSON.stringify(secrets) !== JSON.stringify(stored)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProd = e.NODE_ENV === 'production';

  if (isProd) {
    const missing = REQUIRED_IN_PRODUCTION.filter((k) => cleaned[k] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: is required when NODE_ENV=production`).join('\n')}`,
      );
    }
  }
  if (e.STORAGE_DRIVER === 'gcs' && (!e.GCS_PUBLIC_BUCKET || !e.GCS_PRIVATE_BUCKET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GCS_PUBLIC_BUCKET, GCS_PRIVATE_BUCKET: are required when STORAGE_DRIVER=gcs',
    );
  }

  const socialProviders = socialSignInProviders(e);

  const dataDir = path.resolve(e.DATA_DIR);
  const stripe = stripeConfig(e);
  const needsGenerated = !e.JWT_SECRET || !e.STORAGE_SIGNING_SECRET || !e.DATABASE_URL || !stripe;
  const secrets = needsGenerated ? loadSecrets(dataDir) : undefined;

  return {
    env: e.NODE_ENV,
    isDev: e.NODE_ENV === 'development',
    isProd,
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      embeddedPort: e.EMBEDDED_POSTGRES_PORT,
      timeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
      replicaUrls: e.DATABASE_REPLICA_URLS ?? [],
    },
    auth: {
      jwtSecret: e.JWT_SECRET ?? (secrets as Secrets).jwtSecret,
      accessTokenTtlSeconds: 60 * 60,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      passwordMinLength: e.PASSWORD_MIN_LENGTH,
      rateLimits: {
        windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60,
        failedSignInsPerAccount: e.AUTH_MAX_FAILED_SIGN_INS_PER_ACCOUNT,
        failedSignInsPerIp: e.AUTH_MAX_FAILED_SIGN_INS_PER_IP,
        emailsPerAddress: e.AUTH_MAX_EMAILS_PER_ADDRESS,
        emailsPerIp: e.AUTH_MAX_EMAILS_PER_IP,
        signUpsPerIp: e.AUTH_MAX_SIGN_UPS_PER_IP,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Framestock <no-reply@${e.SITE_URL ? new URL(e.SITE_URL).hostname : 'localhost'}>`,
    },
    socialSignIn: { providers: socialProviders },
    graphql: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxCost: e.GRAPHQL_MAX_COST },
    analytics: { maxEventsPerIp: e.ANALYTICS_MAX_EVENTS_PER_IP },
    storage: {
      driver: e.STORAGE_DRIVER,
      signingSecret: e.STORAGE_SIGNING_SECRET ?? (secrets as Secrets).storageSigningSecret,
      localDir: path.join(dataDir, 'storage'),
      gcs: {
        projectId: e.GCS_PROJECT_ID,
        publicBucket: e.GCS_PUBLIC_BUCKET ?? 'framestock-public',
        privateBucket: e.GCS_PRIVATE_BUCKET ?? 'framestock-private',
        apiEndpoint: e.GCS_API_ENDPOINT,
      },
    },
    jobs: { inProcess: e.JOBS_IN_PROCESS },
    seedDemo: e.SEED_DEMO,
    uploads: {
      stagingDir: path.join(dataDir, 'uploads'),
      maxBytes: { video: e.UPLOAD_MAX_VIDEO_BYTES, image: e.UPLOAD_MAX_IMAGE_BYTES, audio: e.UPLOAD_MAX_AUDIO_BYTES },
    },
    media: { ffmpegPath: e.FFMPEG_PATH, ffprobePath: e.FFPROBE_PATH },
    ogImage: { rendersPerMinute: e.OG_IMAGE_RENDERS_PER_MINUTE },
    generation: {
      apiKey: e.GOOGLE_API_KEY,
      model: e.VEO_MODEL,
      pollSeconds: e.VEO_POLL_SECONDS,
      apiBaseUrl: e.GEMINI_API_BASE_URL,
    },
    billing: {
      stripe,
      // With Stripe configured the test-mode provider is off, and its secret is never used.
      testModeWebhookSecret: secrets?.billingTestWebhookSecret ?? '',
      pastDueGraceDays: e.BILLING_PAST_DUE_GRACE_DAYS,
    },
  };
}

/** Stripe is all or nothing: a half-configured Stripe stops the boot rather than silently falling back to test mode. */
function stripeConfig(e: Env): StripeConfig | undefined {
  const keys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
  };
  const missing = Object.entries(keys)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 3) {
    if (e.STRIPE_API_URL) throw new ConfigError('Invalid configuration:\n  STRIPE_API_URL: set STRIPE_SECRET_KEY too');
    return undefined;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: set all three Stripe keys to take card payments`,
    );
  }
  const url = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY as string,
    api: url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : undefined,
  };
}

/** The providers whose client id is set; a half-configured provider stops the boot rather than hiding silently. */
function socialSignInProviders(e: Env): SocialProviderConfig[] {
  const problems: string[] = [];
  const providers: SocialProviderConfig[] = [];
  if (e.AUTH_GOOGLE_CLIENT_ID || e.AUTH_GOOGLE_CLIENT_SECRET) {
    if (!e.AUTH_GOOGLE_CLIENT_ID || !e.AUTH_GOOGLE_CLIENT_SECRET) {
      problems.push('AUTH_GOOGLE_CLIENT_ID, AUTH_GOOGLE_CLIENT_SECRET: set both to offer Google sign-in');
    } else {
      providers.push({
        kind: 'oidc',
        id: 'google',
        displayName: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: e.AUTH_GOOGLE_CLIENT_ID,
        clientSecret: e.AUTH_GOOGLE_CLIENT_SECRET,
        scopes: ['openid', 'email', 'profile'],
        // Let people with several Google accounts choose, instead of silently using the last one.
        authorizationParams: { prompt: 'select_account' },
      });
    }
  }
  if (e.AUTH_GITHUB_CLIENT_ID || e.AUTH_GITHUB_CLIENT_SECRET) {
    if (!e.AUTH_GITHUB_CLIENT_ID || !e.AUTH_GITHUB_CLIENT_SECRET) {
      problems.push('AUTH_GITHUB_CLIENT_ID, AUTH_GITHUB_CLIENT_SECRET: set both to offer GitHub sign-in');
    } else {
      const webUrl = e.AUTH_GITHUB_URL;
      providers.push({
        kind: 'github',
        id: 'github',
        displayName: 'GitHub',
        webUrl,
        // github.com serves its API from its own host; GitHub Enterprise Server under /api/v3.
        apiUrl: webUrl === 'https://github.com' ? 'https://api.github.com' : `${webUrl}/api/v3`,
        clientId: e.AUTH_GITHUB_CLIENT_ID,
        clientSecret: e.AUTH_GITHUB_CLIENT_SECRET,
        // read:user for the profile, user:email for the (verified) addresses.
        scopes: ['read:user', 'user:email'],
      });
    }
  }
  if (e.AUTH_OIDC_ISSUER || e.AUTH_OIDC_CLIENT_ID || e.AUTH_OIDC_CLIENT_SECRET) {
    if (!e.AUTH_OIDC_ISSUER || !e.AUTH_OIDC_CLIENT_ID) {
      problems.push('AUTH_OIDC_ISSUER, AUTH_OIDC_CLIENT_ID: set both to offer sign-in with an OpenID Connect provider');
    } else if (providers.some((p) => p.id === e.AUTH_OIDC_ID)) {
      problems.push(`AUTH_OIDC_ID: "${e.AUTH_OIDC_ID}" is taken by a preset; choose another id`);
    } else {
      providers.push({
        kind: 'oidc',
        id: e.AUTH_OIDC_ID,
        displayName: e.AUTH_OIDC_DISPLAY_NAME,
        issuer: e.AUTH_OIDC_ISSUER,
        clientId: e.AUTH_OIDC_CLIENT_ID,
        clientSecret: e.AUTH_OIDC_CLIENT_SECRET,
        scopes: ['openid', 'email', 'profile'],
        authorizationParams: {},
      });
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return providers;
}
