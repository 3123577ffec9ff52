// One idempotency key per checkout attempt (made when the summary opens): a double click or a
// retried submit carries the same key, so the server creates exactly one order.
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  // randomUUID needs a secure context; getRandomValues works everywhere.
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the summary hands to /kosik/ukladani-objednavky (router state, never the URL). */
export interface SavingState {
  idempotencyKey: string;
  expectedTotal: number;
}

/** What the saving page hands back to the summary after a refused order. */
export interface SummaryState {
  error: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readSavingState(state: unknown): SavingState | null {
  if (!isRecord(state) || typeof state.idempotencyKey !== 'string' || typeof state.expectedTotal !== 'number') return null;
  return { idempotencyKey: state.idempotencyKey, expectedTotal: state.expectedTotal };
}

export function readSummaryState(state: unknown): SummaryState | null {
  return isRecord(state) && typeof state.error === 'string' ? { error: state.error } : null;
}
