// Company look-ups in ARES, the Czech register of economic subjects (its public REST API:
// GET {ARES_URL}/ekonomicke-subjekty/{ico}). ARES is slow at times and down at others, and a
// shopper is waiting at a form: each call gets 3 s, answers are kept 24 h (an unknown IČO 1 h,
// it may be registered tomorrow), concurrent look-ups of one IČO share a single call, and a
// failure is never cached, so the next look-up asks again. The caller turns a failure into a
// Czech 503/504 and the form falls back to typing the data in.

import { LRUCache } from 'lru-cache';
import { COMPANY_LOOKUP_TEXTS, companyFromAres, type CompanyRecord } from '../../domain/index.js';
import { UserFacingError } from '../errors.js';
import { keptIn } from './kept.js';

export const ARES_TIMEOUT_MS = 3000;
const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 60 * 60 * 1000;

/** ARES did not answer usefully: 504 when it took longer than ARES_TIMEOUT_MS, else 503. */
export class CompanyRegisterUnavailableError extends UserFacingError {
  constructor(readonly timedOut: boolean, readonly reason: string) {
    super(timedOut ? COMPANY_LOOKUP_TEXTS.timeout : COMPANY_LOOKUP_TEXTS.unavailable, timedOut ? 504 : 503);
    this.name = 'CompanyRegisterUnavailableError';
  }
}

type Answer = { company: CompanyRecord | null };

export type CompanyRegister = {
  /** The company of a valid 8-digit IČO, or null when ARES does not know it; throws CompanyRegisterUnavailableError. */
  lookup(companyRegNo: string): Promise<CompanyRecord | null>;
};

async function askAres(baseUrl: string, companyRegNo: string, timeoutMs: number): Promise<Answer> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${baseUrl}/ekonomicke-subjekty/${encodeURIComponent(companyRegNo)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // ARES answers an unknown IČO with 404 (and a malformed one with 400): no such company.
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return { company: null };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CompanyRegisterUnavailableError(false, `ARES answered ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof CompanyRegisterUnavailableError) throw error;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new CompanyRegisterUnavailableError(timedOut, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
  const company = companyFromAres(companyRegNo, body);
  if (!company) throw new CompanyRegisterUnavailableError(false, 'ARES answered an unexpected shape');
  return { company };
}

/** A register with its own cache over ARES at `baseUrl`. */
export function createCompanyRegister(baseUrl: string, options: { timeoutMs?: number } = {}): CompanyRegister {
  const timeoutMs = options.timeoutMs ?? ARES_TIMEOUT_MS;
  const cache = new LRUCache<string, Answer>({
    max: 10_000,
    ttl: FOUND_TTL_MS,
    fetchMethod: async (companyRegNo, _stale, { options: fetchOptions }) => {
      const answer = await askAres(baseUrl, companyRegNo, timeoutMs);
      if (!answer.company) fetchOptions.ttl = NOT_FOUND_TTL_MS;
      return answer;
    },
  });
  return {
    async lookup(companyRegNo) {
      const answer = await cache.fetch(companyRegNo);
      return answer?.company ?? null;
    },
  };
}

const registers = new Map<string, CompanyRegister>();

/** One register (and cache) per ARES URL in this process. */
export function companyRegister(baseUrl: string): CompanyRegister {
  return keptIn(registers, baseUrl, () => createCompanyRegister(baseUrl));
}
