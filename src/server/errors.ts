// The one marker for expected refusals. Every error the code throws on purpose, with a Czech
// message meant for the shopper, is a UserFacingError (or a subclass); REST and GraphQL answer
// its message as it is. Anything else that reaches a transport is unexpected: it is logged with
// the request id and the client gets only UNEXPECTED_ERROR_MESSAGE and that id — never the
// error's own text (SQL, stack, personal data in a failed statement…).
import { ZodError } from 'zod';

/** An expected refusal: its message is Czech, written for the shopper, and safe to show. */
export class UserFacingError extends Error {
  constructor(
    message: string,
    /** HTTP status for REST (GraphQL answers it in the errors array). */
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = 'UserFacingError';
  }
}

/** The answer to a request that took longer than the server allows (http/request-timeout.ts). */
export const REQUEST_TIMEOUT_MESSAGE = 'Zpracování požadavku trvalo příliš dlouho. Zkuste to prosím znovu.';

/** A request not answered within the server's time: answered 503 with REQUEST_TIMEOUT_MESSAGE. */
export class RequestTimeoutError extends Error {
  readonly statusCode = 503;
  constructor(readonly afterMs: number) {
    super(`request not answered within ${afterMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** What the client gets for any unexpected failure; the id finds the log line. */
export function unexpectedErrorMessage(requestId: string): string {
  return `Na serveru nastala neočekávaná chyba. Zkuste to prosím znovu; pokud potíže trvají, uveďte kód chyby ${requestId}.`;
}

function statusCodeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  return typeof error.statusCode === 'number' ? error.statusCode : null;
}

/** The request timeout (ours, or Fastify's handlerTimeout): answered 503 with REQUEST_TIMEOUT_MESSAGE. */
export function isRequestTimeout(error: unknown): boolean {
  if (error instanceof RequestTimeoutError) return true;
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_ERR_HANDLER_TIMEOUT';
}

/**
 * Errors whose message may reach the client: the marker class, zod input errors, and HTTP
 * client errors raised by Fastify and its plugins (a numeric 4xx `statusCode`: malformed JSON,
 * body too large, rate limits).
 */
export function isExpectedError(error: unknown): error is Error {
  if (error instanceof UserFacingError || error instanceof ZodError) return true;
  const status = statusCodeOf(error);
  return error instanceof Error && status !== null && status >= 400 && status < 500;
}

/** The HTTP status of an expected error (400 when it carries none). */
export function expectedStatus(error: Error): number {
  return statusCodeOf(error) ?? 400;
}

/** "path: message; …" — zod issues as one readable line. */
export function zodMessage(error: ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}
