import path from 'node:path';

/** Everything the server reads from its environment, read once at start. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  shopName: string;
  publicUrl: string;
  smtpUrl: string | null;
  redisUrl: string | null;
  authSecret: string | null;
  mediaPrefix: string;
  paymentProvider: 'test' | null;
  chatScriptUrl: string | null;
  chatKey: string | null;
  /**
   * Proxy hops whose X-Forwarded-For is trusted (0: none). Per-IP rate limits depend on it:
   * trusting a header the client itself can send would let anyone pick their own IP.
   */
  trustProxy: number;
  /** Access-token lifetime; shortened only by tests. */
  accessTokenTtlSeconds: number;
  production: boolean;
};

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './var'),
    databaseUrl: env.DATABASE_URL || null,
    shopName: env.SHOP_NAME ?? 'Čisto',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    redisUrl: env.REDIS_URL || null,
    authSecret: env.AUTH_SECRET || null,
    mediaPrefix: env.MEDIA_PREFIX ?? '/media',
    paymentProvider: (env.PAYMENT_PROVIDER ?? 'test') === 'test' ? 'test' : null,
    chatScriptUrl: env.CHAT_SCRIPT_URL || null,
    chatKey: env.CHAT_KEY || null,
    trustProxy: intFrom(env.TRUST_PROXY, 0),
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 600),
    production: env.NODE_ENV === 'production',
  };
}
