// Everything the server reads from its environment, parsed and validated once at start by one
// zod schema. A bad value stops the start with a message naming the variable and the reason
// (ConfigError), instead of a default silently taking its place.
//
// Demo or deployment: a shop started WITHOUT `PUBLIC_URL` is the local demo. Only the local demo
// gets the test payment provider by default (anyone can "pay" on its page) and the demo customers
// whose passwords the README publishes. With `PUBLIC_URL` set the test provider is off unless
// `PAYMENT_PROVIDER=test` asks for it, and with an https `PUBLIC_URL` (a real deployment) the
// start is refused with the test provider unless `ALLOW_TEST_PAYMENTS=1` says it is a public demo.

import path from 'node:path';
import { z } from 'zod';
import { czechIban, formatCzechBankAccount, normalizeIban, parseCzechBankAccount } from '../domain/bank.js';

/**
 * Payment providers the shop can run; `none` (or unset outside the demo) takes no online payments.
 * `comgate` is the real gateway (services/payments/comgate.ts, docs/payments-comgate.md).
 */
export const PAYMENT_PROVIDERS = ['test', 'comgate', 'none'] as const;

/** Comgate's REST API (v2.0), production: the official SDK's default (comgate-payments/sdk-php, src/Config.php). */
export const DEFAULT_COMGATE_URL = 'https://payments.comgate.cz/v2.0';

/** What the shop needs to talk to Comgate (PAYMENT_PROVIDER=comgate). */
export type ComgateConfig = {
  /** COMGATE_MERCHANT_ID: the shop connection's identifier in Comgate's client portal. */
  merchantId: string;
  /** COMGATE_SECRET: the shop connection's password; also proves a notification comes from Comgate. */
  secret: string;
  /** COMGATE_URL without a trailing slash (default DEFAULT_COMGATE_URL). */
  url: string;
  /** COMGATE_TEST: payments are created as test payments (Comgate's virtual bank, no money moves). */
  test: boolean;
  /** How long one call to Comgate may take (10 s; shortened only by tests). */
  timeoutMs: number;
};

/**
 * The local demo's account (valid checksums, no real bank behind it), so a bank-transfer order
 * in the demo shows complete payment instructions.
 */
export const DEMO_BANK_ACCOUNT = { account: '2000123456/2010', iban: 'CZ7820100000002000123456' } as const;

/** The public REST service of ARES, the Czech register of economic subjects (company look-ups by IČO). */
export const DEFAULT_ARES_URL = 'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest';

/** The shop's account for transfers: Czech format and IBAN (no spaces), both checked. */
export type ShopBankAccount = { account: string; iban: string };

/** Everything the server reads from its environment, read once at start. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  shopName: string;
  publicUrl: string;
  /**
   * The local demo: no PUBLIC_URL given. Only then are the demo customers (published passwords)
   * seeded and the test payment provider on without being asked for.
   */
  demo: boolean;
  smtpUrl: string | null;
  redisUrl: string | null;
  authSecret: string | null;
  mediaPrefix: string;
  paymentProvider: 'test' | 'comgate' | null;
  /** Set exactly when paymentProvider is 'comgate'. */
  comgate: ComgateConfig | null;
  /**
   * Where bank-transfer and invoice payments go (SHOP_BANK_ACCOUNT + SHOP_IBAN). Null in a
   * deployment that gives none: those payment methods are then refused (nobody could pay them).
   */
  bankAccount: ShopBankAccount | null;
  chatScriptUrl: string | null;
  chatKey: string | null;
  /** ARES's REST base URL, without a trailing slash (GET {aresUrl}/ekonomicke-subjekty/{ico}). */
  aresUrl: string;
  /**
   * Proxy hops whose X-Forwarded-For is trusted (0: none). Per-IP rate limits depend on it:
   * trusting a header the client itself can send would let anyone pick their own IP.
   */
  trustProxy: number;
  /** Access-token lifetime; shortened only by tests. */
  accessTokenTtlSeconds: number;
  /** Cookie-less requests that may create a session, per client IP and window (default 100 per 10 minutes). */
  newSessionsPerIp: { max: number; windowSeconds: number };
  /** How often the idle-session clean-up runs; 0 turns it off (e.g. when a cron job runs it). */
  sessionCleanupIntervalSeconds: number;
  /** How often the stock watchdog looks for products back in stock (services/stock-watch.ts); 0 turns it off. */
  stockWatchSweepSeconds: number;
  /** Event-loop delay (ms) above which pages and API answer 503 with Retry-After; 0: never. */
  overloadEventLoopDelayMs: number;
  /** How long a page rendered for a visitor without a session is shared with the next such visitors; 0: never. */
  pageCacheSeconds: number;
  /**
   * Whether computed answers are kept (services/answer-cache.ts, the priced carts); off, every read
   * goes to the database: for measuring the uncached paths (`npm run bench`) and for diagnosis.
   */
  answerCaches: boolean;
  /** The mail outbox's worker (services/mail-worker.ts, docs/mail.md). */
  mailOutbox: MailOutboxConfig;
  logLevel: string;
  production: boolean;
  /**
   * The first back-office admin (ADMIN_EMAIL + ADMIN_PASSWORD), created at start when no staff
   * exists; null: none given (the local demo then creates admin@cisto.cz, a deployment none).
   */
  firstAdmin: { email: string; password: string; name: string } | null;
};

/** How the outbox worker polls and retries (MAIL_* variables). */
export type MailOutboxConfig = {
  /** Milliseconds between polls (a commit that queued mail wakes it at once); 0: this instance sends no mail. */
  pollMs: number;
  /** Attempts before a message is `failed` (listed for the back office, which can resend it). */
  maxAttempts: number;
  /** The first retry waits 1 s, then 2 s, 4 s … doubling up to this many milliseconds. */
  retryMaxMs: number;
  /**
   * How long a claimed message is reserved for the worker sending it. Only when a worker died
   * mid-send (crash, kill) is it claimed again after this, with the same Message-ID; it must be
   * far longer than a send can take (the SMTP timeouts: 10 s connect, 30 s idle socket).
   */
  leaseMs: number;
  /**
   * The queue this instance sends and fills (MAIL_OUTBOX_QUEUE, default "default"): every instance
   * of one shop uses the same; instances that share a database but not a mail setup (test
   * servers on one PostgreSQL) use their own.
   */
  queue: string;
};

/** The start refused: every invalid variable with its reason, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration (environment):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Unset and empty are the same: `FOO=` in a compose file or a shell means "not given".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }));

const url = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value), { error: 'must be an absolute URL' })
    .refine((value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol), {
      error: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const flag = z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' }).transform((v) => v === '1' || v === 'true');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The environment variables the shop reads, each with its rule and default. */
const envSchema = z.object({
  PORT: optional(wholeNumber(0, 65_535)),
  HOST: optional(z.string().trim()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  SHOP_NAME: optional(z.string().trim().max(100, { error: 'must be at most 100 characters' })),
  PUBLIC_URL: optional(
    url(['http:', 'https:']).refine((value) => !URL.canParse(value) || (new URL(value).search === '' && new URL(value).hash === ''), {
      error: 'must be a base URL without ?query or #fragment',
    }),
  ),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  AUTH_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -base64 48`)' })),
  MEDIA_PREFIX: optional(z.string().trim().regex(/^(\/|https?:\/\/)/, { error: 'must be a path starting with / or an http(s) URL' })),
  PAYMENT_PROVIDER: optional(z.enum(PAYMENT_PROVIDERS, { error: `must be one of: ${PAYMENT_PROVIDERS.join(', ')}` })),
  ALLOW_TEST_PAYMENTS: optional(flag),
  COMGATE_MERCHANT_ID: optional(z.string().trim().max(64, { error: 'must be at most 64 characters' })),
  COMGATE_SECRET: optional(z.string().trim().max(256, { error: 'must be at most 256 characters' })),
  COMGATE_URL: optional(url(['https:', 'http:'])),
  COMGATE_TEST: optional(flag),
  SHOP_BANK_ACCOUNT: optional(
    z
      .string()
      .trim()
      .refine((value) => parseCzechBankAccount(value) !== null, {
        error: 'must be a Czech account number "prefix-number/bank code" (e.g. 2000123456/2010) that passes the modulo-11 check',
      }),
  ),
  SHOP_IBAN: optional(
    z
      .string()
      .trim()
      .refine((value) => normalizeIban(value) !== null, { error: 'must be an IBAN with valid check digits (e.g. CZ78 2010 0000 0020 0012 3456)' }),
  ),
  CHAT_SCRIPT_URL: optional(url(['https:', 'http:'])),
  CHAT_KEY: optional(z.string().trim()),
  ARES_URL: optional(url(['https:', 'http:'])),
  TRUST_PROXY: optional(wholeNumber(0, 100)),
  // At most an hour: a session idle for 24 h must hold no valid token (services/session-cleanup.ts).
  ACCESS_TOKEN_TTL_SECONDS: optional(wholeNumber(1, 60 * 60)),
  NEW_SESSIONS_PER_IP: optional(wholeNumber(1, 1_000_000)),
  NEW_SESSIONS_WINDOW_SECONDS: optional(wholeNumber(1, 24 * 60 * 60)),
  SESSION_CLEANUP_INTERVAL_SECONDS: optional(wholeNumber(0, 7 * 24 * 60 * 60)),
  STOCK_WATCH_SWEEP_SECONDS: optional(wholeNumber(0, 24 * 60 * 60)),
  OVERLOAD_EVENT_LOOP_DELAY_MS: optional(wholeNumber(0, 60_000)),
  PAGE_CACHE_SECONDS: optional(wholeNumber(0, 3_600)),
  ANSWER_CACHES: optional(z.enum(['on', 'off'], { error: 'must be "on" (the default) or "off"' })),
  // The outbox worker polls at most once per MAIL_OUTBOX_POLL_MS (0: this instance sends no mail).
  MAIL_OUTBOX_POLL_MS: optional(wholeNumber(0, 60_000).refine((ms) => ms === 0 || ms >= 100, { error: 'must be 0 (no worker) or at least 100' })),
  MAIL_MAX_ATTEMPTS: optional(wholeNumber(1, 100)),
  MAIL_RETRY_MAX_SECONDS: optional(wholeNumber(1, 24 * 60 * 60)),
  MAIL_SENDING_LEASE_SECONDS: optional(wholeNumber(60, 24 * 60 * 60)),
  MAIL_OUTBOX_QUEUE: optional(z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'must be 1–64 letters, digits, dots, dashes or underscores' })),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of: ${LOG_LEVELS.join(', ')}` })),
  // Read where passwords are hashed (auth/password.ts, also by the seed); validated here so a
  // deployment cannot start with the tests' cheap hashes.
  SCRYPT_COST: optional(z.enum(['test'], { error: 'must be unset, or "test" (test suites only)' })),
  NODE_ENV: optional(z.string()),
  ADMIN_EMAIL: optional(z.string().trim().toLowerCase().regex(z.regexes.email, { error: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(z.string().min(12, { error: 'must be at least 12 characters' }).max(200, { error: 'must be at most 200 characters' })),
});

type Env = z.output<typeof envSchema>;

/** The listen address as a URL host: `localhost` for "every interface", IPv6 in brackets. */
function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The demo/deployment rule for payments (see the file comment). Returns the provider, or the
 * reason the start is refused.
 */
function paymentProviderFor(
  env: Env,
  demo: boolean,
  publicUrl: string,
): { provider: 'test' | 'comgate' | null; comgate: ComgateConfig | null } | { refused: string } {
  const chosen = env.PAYMENT_PROVIDER ?? (demo ? 'test' : 'none');
  if (chosen === 'none') return { provider: null, comgate: null };
  if (chosen === 'comgate') {
    const missing = (['COMGATE_MERCHANT_ID', 'COMGATE_SECRET'] as const).filter((name) => env[name] === undefined);
    if (missing.length > 0) return { refused: missing.map((name) => `${name}: must be set with PAYMENT_PROVIDER=comgate`).join('\n') };
    return {
      provider: 'comgate',
      comgate: {
        merchantId: env.COMGATE_MERCHANT_ID ?? '',
        secret: env.COMGATE_SECRET ?? '',
        url: (env.COMGATE_URL ?? DEFAULT_COMGATE_URL).replace(/\/+$/, ''),
        test: env.COMGATE_TEST ?? false,
        timeoutMs: 10_000,
      },
    };
  }
  if (publicUrl.startsWith('https://') && env.ALLOW_TEST_PAYMENTS !== true) {
    return {
      refused:
        'PAYMENT_PROVIDER: the test payment provider lets anyone mark an order as paid, and PUBLIC_URL is https (a deployment). ' +
        'Unset PAYMENT_PROVIDER (no online payments), or set ALLOW_TEST_PAYMENTS=1 if this really is a public demo.',
    };
  }
  return { provider: 'test', comgate: null };
}

/**
 * The account for transfers: both variables or neither (the demo then gets DEMO_BANK_ACCOUNT),
 * and a Czech IBAN must be the same account as SHOP_BANK_ACCOUNT.
 */
function bankAccountFor(env: Env, demo: boolean): { bank: ShopBankAccount | null } | { refused: string } {
  const given = env.SHOP_BANK_ACCOUNT;
  const iban = env.SHOP_IBAN === undefined ? null : normalizeIban(env.SHOP_IBAN);
  if (given === undefined && iban === null) return { bank: demo ? { ...DEMO_BANK_ACCOUNT } : null };
  const account = given === undefined ? null : parseCzechBankAccount(given);
  if (!account) return { refused: 'SHOP_BANK_ACCOUNT: must be given together with SHOP_IBAN' };
  if (!iban) return { refused: 'SHOP_IBAN: must be given together with SHOP_BANK_ACCOUNT' };
  if (iban.startsWith('CZ') && iban !== czechIban(account)) {
    return { refused: `SHOP_IBAN: is not the IBAN of SHOP_BANK_ACCOUNT ${formatCzechBankAccount(account)} (that is ${czechIban(account)})` };
  }
  return { bank: { account: formatCzechBankAccount(account), iban } };
}

/** Reads and validates the environment; throws ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = env[name];
        // Secrets are never echoed back.
        const shown = raw === undefined || name.endsWith('_SECRET') || name.endsWith('_PASSWORD') || name.endsWith('_URL') ? '' : ` (got "${raw}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const host = e.HOST ?? '0.0.0.0';
  const demo = e.PUBLIC_URL === undefined;
  const publicUrl = (e.PUBLIC_URL ?? `http://${hostForUrl(host)}:${port}`).replace(/\/+$/, '');
  const payment = paymentProviderFor(e, demo, publicUrl);
  const bank = bankAccountFor(e, demo);
  const refusals = ['refused' in payment ? payment.refused.split('\n') : [], 'refused' in bank ? [bank.refused] : []].flat();
  if (refusals.length > 0 || 'refused' in payment || 'refused' in bank) throw new ConfigError(refusals);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError([e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL: must be given together with ADMIN_PASSWORD' : 'ADMIN_PASSWORD: must be given together with ADMIN_EMAIL']);
  }
  if (!demo && e.SCRYPT_COST === 'test') {
    throw new ConfigError(['SCRYPT_COST: "test" makes password hashes cheap to crack; it is for test suites, never with PUBLIC_URL (a deployment).']);
  }

  return {
    port,
    host,
    dataDir: path.resolve(e.DATA_DIR ?? './var'),
    databaseUrl: e.DATABASE_URL ?? null,
    shopName: e.SHOP_NAME ?? 'Čisto',
    publicUrl,
    demo,
    smtpUrl: e.SMTP_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    authSecret: e.AUTH_SECRET ?? null,
    mediaPrefix: e.MEDIA_PREFIX ?? '/media',
    paymentProvider: payment.provider,
    comgate: payment.comgate,
    bankAccount: bank.bank,
    chatScriptUrl: e.CHAT_SCRIPT_URL ?? null,
    chatKey: e.CHAT_KEY ?? null,
    aresUrl: (e.ARES_URL ?? DEFAULT_ARES_URL).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY ?? 0,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS ?? 600,
    newSessionsPerIp: { max: e.NEW_SESSIONS_PER_IP ?? 100, windowSeconds: e.NEW_SESSIONS_WINDOW_SECONDS ?? 600 },
    sessionCleanupIntervalSeconds: e.SESSION_CLEANUP_INTERVAL_SECONDS ?? 15 * 60,
    stockWatchSweepSeconds: e.STOCK_WATCH_SWEEP_SECONDS ?? 30,
    overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS ?? 1000,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS ?? 30,
    answerCaches: e.ANSWER_CACHES !== 'off',
    mailOutbox: {
      pollMs: e.MAIL_OUTBOX_POLL_MS ?? 1000,
      maxAttempts: e.MAIL_MAX_ATTEMPTS ?? 20,
      retryMaxMs: (e.MAIL_RETRY_MAX_SECONDS ?? 600) * 1000,
      leaseMs: (e.MAIL_SENDING_LEASE_SECONDS ?? 15 * 60) * 1000,
      queue: e.MAIL_OUTBOX_QUEUE ?? 'default',
    },
    logLevel: e.LOG_LEVEL ?? 'info',
    production: e.NODE_ENV === 'production',
    firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: 'Správce' } : null,
  };
}
