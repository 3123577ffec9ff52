// The error link of spec section 8: a GraphQL errors array becomes ONE Error naming the
// operation, its variables and every error; a failed HTTP call becomes a FetchError carrying
// the status text and the response body. Apollo wraps either in an ApolloError whose message
// is ours, so route error boundaries and logs show what failed without digging.
import { ApolloError, ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';

export class GraphQLOperationError extends Error {
  override readonly name = 'GraphQLOperationError';
  constructor(
    readonly operationName: string,
    readonly variables: Record<string, unknown>,
    readonly errors: readonly GraphQLFormattedError[],
  ) {
    super(graphQLErrorMessage(operationName, variables, errors));
  }
}

/**
 * What the server told the shopper when it refused an operation (its Czech messages), else null:
 * through the error link a GraphQLOperationError, without it (tests) Apollo's own graphQLErrors.
 */
export function operationErrorMessage(error: unknown): string | null {
  const errors =
    error instanceof ApolloError
      ? error.networkError instanceof GraphQLOperationError
        ? error.networkError.errors
        : error.graphQLErrors
      : error instanceof GraphQLOperationError
        ? error.errors
        : [];
  const text = errors
    .map((e) => e.message.trim())
    .filter(Boolean)
    .join(' ');
  return text || null;
}

/** "GraphQL operation Checkout with variables {"checkoutId":"c1"} failed: A; B" */
export function graphQLErrorMessage(
  operationName: string,
  variables: Record<string, unknown>,
  errors: readonly GraphQLFormattedError[],
): string {
  const name = operationName || '(anonymous)';
  const list = errors.map((e) => e.message).join('; ');
  return `GraphQL operation ${name} with variables ${safeJson(variables)} failed: ${list}`;
}

export interface FetchErrorDetails {
  status?: number;
  statusText?: string;
  body?: unknown;
}

/** A failed HTTP call; without a response (offline, DNS) it carries only the message. */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly body: unknown;
  constructor(message: string, details: FetchErrorDetails = {}) {
    super(message);
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Normalises what HttpLink (ServerError/ServerParseError: statusCode, response, result or
 * bodyText) and RestLink (Error with statusCode, response, result) throw into a FetchError.
 */
export function toFetchError(error: unknown): Error {
  if (error instanceof FetchError || error instanceof GraphQLOperationError) return error;
  if (!isRecord(error)) return new FetchError(String(error));
  const message = typeof error.message === 'string' ? error.message : String(error);
  const status = typeof error.statusCode === 'number' ? error.statusCode : undefined;
  if (status === undefined) return new FetchError(message);
  const response = error.response;
  const statusText =
    isRecord(response) && typeof response.statusText === 'string' && response.statusText !== ''
      ? response.statusText
      : undefined;
  const body = error.result !== undefined ? error.result : error.bodyText;
  const bodyText = typeof body === 'string' ? body : safeJson(body);
  return new FetchError(`HTTP ${status}${statusText ? ` ${statusText}` : ''}: ${bodyText}`, {
    status,
    statusText,
    body,
  });
}

/** Result with errors → GraphQLOperationError; transport failure → FetchError. */
export function transformResult(operation: Operation, result: FetchResult): Error | null {
  const errors = result.errors;
  if (errors && errors.length > 0) {
    return new GraphQLOperationError(operation.operationName, operation.variables, errors);
  }
  return null;
}

export const errorLink = new ApolloLink(
  (operation, forward) =>
    new Observable<FetchResult>((observer) => {
      const subscription = forward(operation).subscribe({
        next(result) {
          const error = transformResult(operation, result);
          if (error) observer.error(error);
          else observer.next(result);
        },
        error(error: unknown) {
          observer.error(toFetchError(error));
        },
        complete() {
          observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    }),
);
