// The GraphQL answer to errors (mercurius errorFormatter). Expected errors keep their message:
// GraphQL syntax, validation and variable errors, the limits, and errors the code throws on
// purpose (UserFacingError, zod). Everything else — a failed SQL statement, a value the schema
// cannot serialise, a bug — is logged with the request id and answered with the generic Czech
// message naming that id, so no internal text (SQL, personal data in a statement) reaches a client.
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { ZodError } from 'zod';
import { REQUEST_TIMEOUT_MESSAGE, isExpectedError, isRequestTimeout, unexpectedErrorMessage, zodMessage } from '../errors.js';
import { logSecurityEvent, type SecurityEvent } from '../http/security-log.js';
import { AccessDeniedError } from '../services/ownership.js';
import { GRAPHQL_LIMIT_MESSAGES, GraphqlLimitError, isTokenLimitError } from './limits.js';

type Verdict = { kind: 'expected'; message: string } | { kind: 'timeout' } | { kind: 'unexpected'; cause: unknown };

/** " Did you mean "x"?" — graphql-js's suggestions, which list the schema's names. */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

function nestedErrors(error: unknown): readonly unknown[] | null {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return null;
  return Array.isArray(error.errors) ? (error.errors as unknown[]) : null;
}

function hasPath(error: GraphQLError): boolean {
  return error.path !== undefined && error.path.length > 0;
}

function classify(error: GraphQLError): Verdict {
  const original = error.originalError;
  if (original === undefined || original === null) {
    // Syntax, validation and variable errors come without a cause; an execution error (with a
    // path) without one is a failure inside the executor (e.g. null for a non-null field).
    if (hasPath(error)) return { kind: 'unexpected', cause: error };
    return { kind: 'expected', message: isTokenLimitError(error.message) ? GRAPHQL_LIMIT_MESSAGES.tokens : error.message };
  }
  if (original instanceof GraphQLError) {
    // A variable that failed its scalar's coercion (no path) is the client's; a value a resolver
    // returned that the schema cannot serialise (with a path) is the server's.
    return hasPath(error) ? { kind: 'unexpected', cause: original } : { kind: 'expected', message: error.message };
  }
  if (isRequestTimeout(original)) return { kind: 'timeout' };
  if (original instanceof ZodError) return { kind: 'expected', message: zodMessage(original) };
  if (isExpectedError(original)) return { kind: 'expected', message: original.message };
  return { kind: 'unexpected', cause: original };
}

/** The errors to answer: mercurius wraps validation errors in one error with an `errors` list. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const nested = nestedErrors(error.originalError);
    if (!nested) return [error];
    return nested.map((inner) =>
      inner instanceof GraphQLError ? inner : new GraphQLError(inner instanceof Error ? inner.message : String(inner), { originalError: inner instanceof Error ? inner : undefined }),
    );
  });
}

function statusOf(error: GraphQLError): number | null {
  const original = error.originalError;
  if (typeof original !== 'object' || original === null || !('statusCode' in original)) return null;
  return typeof original.statusCode === 'number' ? original.statusCode : null;
}

/** The refusals that are security events (a 429, someone else's order, a document over a limit). */
function securityEventOf(error: GraphQLError): SecurityEvent | null {
  if (error.originalError instanceof AccessDeniedError) return 'access-denied';
  if (statusOf(error) === 429) return 'rate-limited';
  if (error.extensions?.code === 'GRAPHQL_LIMIT' || error.originalError instanceof GraphqlLimitError || isTokenLimitError(error.message)) return 'graphql-limit';
  return null;
}

export function createErrorFormatter(options: { production: boolean }) {
  return function formatErrors(
    execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
    context: MercuriusContext,
  ): { statusCode: number; response: ExecutionResult | { data: ExecutionResult['data']; errors: GraphQLFormattedError[] } } {
    const request = context.reply.request;
    let failedBeforeExecution = false;
    const errors = flatten(execution.errors).map((error): GraphQLFormattedError => {
      const verdict = classify(error);
      const where = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
      if (verdict.kind === 'expected') {
        const event = securityEventOf(error);
        if (event) logSecurityEvent(request.log, event, { path: error.path });
        else request.log.debug({ err: error }, 'GraphQL request refused');
        const message = options.production ? verdict.message.replace(SUGGESTION, '') : verdict.message;
        return { message, ...where, ...(error.extensions && Object.keys(error.extensions).length ? { extensions: error.extensions } : {}) };
      }
      if (verdict.kind === 'timeout') {
        request.log.warn({ err: error.originalError }, 'GraphQL request timed out');
        return { message: REQUEST_TIMEOUT_MESSAGE, ...where, extensions: { code: 'TIMEOUT', requestId: request.id } };
      }
      if (!hasPath(error)) failedBeforeExecution = true;
      request.log.error({ err: verdict.cause, path: error.path }, 'GraphQL request failed');
      return { message: unexpectedErrorMessage(request.id), ...where, extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: request.id } };
    });

    // Execution errors (with data, or a path) answer 200 as GraphQL over HTTP wants; a request
    // refused before execution answers the status its error carries (400 for invalid
    // documents, 429 rate limits, 503 timeout), or 500 when it failed unexpectedly.
    let statusCode = 200;
    if (!execution.data) {
      const only = execution.errors.length === 1 ? execution.errors[0] : undefined;
      const status = only && !hasPath(only) ? statusOf(only) : null;
      if (status !== null) statusCode = status;
      else if (failedBeforeExecution) statusCode = 500;
    }
    return { statusCode, response: { data: execution.data ?? null, errors } };
  };
}
