// What a refused REST call said: apollo-link-rest rejects non-2xx answers, the error link turns
// them into a FetchError with the body, and Apollo wraps that in an ApolloError. Bad input (400)
// and a hit rate limit (429) carry a Czech `message` for the shopper.
import { ApolloError } from '@apollo/client';
import { FetchError } from '../../apollo/errors';

function fetchErrorOf(error: unknown): FetchError | null {
  if (error instanceof FetchError) return error;
  if (error instanceof ApolloError && error.networkError instanceof FetchError) return error.networkError;
  return null;
}

export function apiErrorStatus(error: unknown): number | null {
  return fetchErrorOf(error)?.status ?? null;
}

/** The server's Czech message of a 400 or 429 answer, else null (the caller shows its own text). */
export function apiErrorMessage(error: unknown): string | null {
  const fetchError = fetchErrorOf(error);
  if (!fetchError || (fetchError.status !== 400 && fetchError.status !== 429)) return null;
  const body = fetchError.body;
  const message = typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : null;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
