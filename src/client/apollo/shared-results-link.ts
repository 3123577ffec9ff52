// Server render only. A REST answer the server marks `Cache-Control: public, max-age=N` is the same
// for every visitor (the shell's navigation, footer, settings, banners), so its resolved result is
// shared by every request of the process for N seconds (at most SHARED_RESULT_MAX_AGE_S). Resolving
// the 47 kB navigation through apollo-link-rest costs about 20 ms of CPU each time; writing a shared
// result into a request's own cache costs about 3 ms. The browser relies on its HTTP cache instead.
// An answer marked with ANSWER_SCOPE_HEADER (a listing page, a product's detail) is the same for
// every visitor of a price group while the data's stamp stands: shared by the renders for that
// group and stamp, for at most SHARED_PRICED_ANSWER_TTL_S.
import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { LRUCache } from 'lru-cache';
import { ANSWER_SCOPE_HEADER, PRICE_GROUP_SCOPE, SHARED_PRICED_ANSWER_TTL_S } from '../domain';

/** Longest a shared result is reused, whatever max-age the response allows. */
export const SHARED_RESULT_MAX_AGE_S = 60;

export type SharedResults = LRUCache<string, FetchResult>;

export function createSharedResults(max = 500): SharedResults {
  return new LRUCache<string, FetchResult>({ max });
}

/** Seconds the response may be shared for: public with max-age; 0 when not shareable. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number.parseInt(maxAge.slice('max-age='.length), 10) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, SHARED_RESULT_MAX_AGE_S) : 0;
}

/** Seconds a response may be shared for: public, or the same for a price group (see above); 0 when not. */
function responseMaxAge(response: Response): number {
  const publicSeconds = sharedMaxAge(response.headers.get('cache-control'));
  if (publicSeconds > 0) return publicSeconds;
  return response.headers.get(ANSWER_SCOPE_HEADER) === PRICE_GROUP_SCOPE ? SHARED_PRICED_ANSWER_TTL_S : 0;
}

/** How long this operation's result may be shared: every response REST-fetched and shareable; else 0. */
function shareableFor(operation: Operation): number {
  const context: Record<string, unknown> = operation.getContext();
  // HttpLink leaves `response` in the context: a GraphQL answer is per visitor, never shared.
  if (context.response !== undefined) return 0;
  const responses = context.restResponses;
  if (!Array.isArray(responses) || responses.length === 0) return 0;
  let seconds = Infinity;
  for (const response of responses) {
    seconds = Math.min(seconds, response instanceof Response ? responseMaxAge(response) : 0);
  }
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * `stamp`: the data's version (the page stamp); a result of another stamp is never reused.
 * `priceGroup`: the visitor's; a result is shared only by renders for the same group.
 */
export function createSharedResultsLink(results: SharedResults, stamp = '', priceGroup = ''): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const definition = getMainDefinition(operation.query);
    if (definition.kind !== 'OperationDefinition' || definition.operation !== 'query') return forward(operation);
    const key = `${stamp}\u0000${priceGroup}\u0000${operation.operationName}\u0000${JSON.stringify(operation.variables)}`;
    const shared = results.get(key);
    if (shared) return Observable.of(shared);
    return forward(operation).map((result) => {
      const seconds = result.errors?.length ? 0 : shareableFor(operation);
      if (seconds > 0) results.set(key, result, { ttl: seconds * 1000 });
      return result;
    });
  });
}
