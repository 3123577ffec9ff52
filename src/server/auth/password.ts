import { scrypt, randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/** Production cost: N=2^17, r=8, p=1 needs 128 MiB per hash, hence maxmem 256 MiB. */
export const PRODUCTION_SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
/** Only tests may lower the cost (SCRYPT_COST=test), so suites stay fast; the format records the parameters. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 } as const;

const KEY_LENGTH = 64;
/** Each hash takes ~128 MiB and a core for a few hundred ms: at most two at once, the rest queue. */
const MAX_CONCURRENT = 2;

const slots = pLimit(MAX_CONCURRENT);

/** Hashes computing right now (never more than MAX_CONCURRENT); for tests and metrics. */
export function hashesRunning(): number {
  return slots.activeCount;
}

function derive(password: string, salt: Buffer, params: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  return slots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

export function scryptParams(env: NodeJS.ProcessEnv = process.env) {
  return env.SCRYPT_COST === 'test' ? TEST_SCRYPT : PRODUCTION_SCRYPT;
}

/** Format: scrypt$N$r$p$salt(base64)$key(base64). */
export async function hashPassword(password: string, params = scryptParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const N = Number(n);
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: Math.max(PRODUCTION_SCRYPT.maxmem, 256 * N * Number(r)),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
