// @vitest-environment node
// The server render's shared results: public REST answers are resolved once and reused by every
// render for their max-age, priced ones by the renders of one price group; anything per visitor
// (private, GraphQL, errors, mutations) never is.
import { ApolloLink, execute, gql, Observable, type FetchResult } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { SHARED_RESULT_MAX_AGE_S, createSharedResults, createSharedResultsLink, sharedMaxAge } from '../../src/client/apollo/shared-results-link';
import { ANSWER_SCOPE_HEADER, PRICE_GROUP_SCOPE, SHARED_PRICED_ANSWER_TTL_S } from '../../src/domain/constants';

const NAVIGATION = gql`
  query Navigation {
    navigation @rest(type: "Navigation", path: "/content/navigation") {
      id
    }
  }
`;
const SAVE = gql`
  mutation Save {
    save @rest(type: "Saved", path: "/save", method: "POST") {
      id
    }
  }
`;

/** A transport that answers like apollo-link-rest (restResponses in the context) and counts calls. */
function transport(cacheControl: string | null, extra: { errors?: boolean; graphql?: boolean; scope?: string } = {}) {
  let calls = 0;
  const link = new ApolloLink((operation) => {
    calls += 1;
    const headers: Record<string, string> = {};
    if (cacheControl) headers['cache-control'] = cacheControl;
    if (extra.scope) headers[ANSWER_SCOPE_HEADER] = extra.scope;
    if (extra.graphql) operation.setContext({ response: new Response('{}', { headers }) });
    else operation.setContext({ restResponses: [new Response('{}', { headers })] });
    const result: FetchResult = extra.errors ? { data: null, errors: [{ message: 'boom' }] } : { data: { navigation: { __typename: 'Navigation', id: String(calls) } } };
    return Observable.of(result);
  });
  return { link, calls: () => calls };
}

const run = (link: ApolloLink, query = NAVIGATION) =>
  new Promise<FetchResult>((resolve, reject) => execute(link, { query }).subscribe({ next: resolve, error: reject }));

describe('shared results link', () => {
  it('resolves a public answer once and shares it between renders', async () => {
    const results = createSharedResults();
    const t = transport('public, max-age=60');
    const first = await run(ApolloLink.from([createSharedResultsLink(results), t.link]));
    const second = await run(ApolloLink.from([createSharedResultsLink(results), t.link]));
    expect(t.calls()).toBe(1);
    expect(second).toEqual(first);
    const ttl = results.getRemainingTTL(`\u0000\u0000Navigation\u0000{}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it.each([
    ['private, no-store', {}],
    [null, {}],
    ['public, max-age=60', { errors: true }],
    ['public, max-age=60', { graphql: true }],
  ] as const)('never shares %s %o', async (cacheControl, extra) => {
    const results = createSharedResults();
    const t = transport(cacheControl, extra);
    await run(ApolloLink.from([createSharedResultsLink(results), t.link]));
    await run(ApolloLink.from([createSharedResultsLink(results), t.link]));
    expect(t.calls()).toBe(2);
  });

  it('does not reuse an answer of an older page stamp (content changed meanwhile)', async () => {
    const results = createSharedResults();
    const t = transport('public, max-age=60');
    await run(ApolloLink.from([createSharedResultsLink(results, '41'), t.link]));
    await run(ApolloLink.from([createSharedResultsLink(results, '41'), t.link]));
    expect(t.calls()).toBe(1);
    const changed = await run(ApolloLink.from([createSharedResultsLink(results, '42'), t.link]));
    expect(t.calls()).toBe(2);
    expect(changed.data).toEqual({ navigation: { __typename: 'Navigation', id: '2' } });
  });

  it('shares an answer marked the same for a price group between renders of that group only', async () => {
    const results = createSharedResults();
    const t = transport(null, { scope: PRICE_GROUP_SCOPE });
    const consumer = () => run(ApolloLink.from([createSharedResultsLink(results, '7', '_default'), t.link]));
    const first = await consumer();
    expect(await consumer()).toEqual(first);
    expect(t.calls()).toBe(1);
    const ttl = results.getRemainingTTL(`7\u0000_default\u0000Navigation\u0000{}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SHARED_PRICED_ANSWER_TTL_S * 1000);
    // Another price group, or the same group after a change of the data, is answered afresh.
    await run(ApolloLink.from([createSharedResultsLink(results, '7', 'b2b'), t.link]));
    expect(t.calls()).toBe(2);
    await run(ApolloLink.from([createSharedResultsLink(results, '8', '_default'), t.link]));
    expect(t.calls()).toBe(3);
    // An unknown scope is not shared.
    const other = transport(null, { scope: 'visitor' });
    await run(ApolloLink.from([createSharedResultsLink(results, '9', '_default'), other.link]));
    await run(ApolloLink.from([createSharedResultsLink(results, '9', '_default'), other.link]));
    expect(other.calls()).toBe(2);
  });

  it('never shares a mutation', async () => {
    const results = createSharedResults();
    const t = transport('public, max-age=60');
    await run(ApolloLink.from([createSharedResultsLink(results), t.link]), SAVE);
    await run(ApolloLink.from([createSharedResultsLink(results), t.link]), SAVE);
    expect(t.calls()).toBe(2);
  });

  it('reads max-age from public answers only, capped', () => {
    expect(sharedMaxAge('public, max-age=60')).toBe(60);
    expect(sharedMaxAge('Public, Max-Age=30')).toBe(30);
    expect(sharedMaxAge('public, max-age=86400')).toBe(SHARED_RESULT_MAX_AGE_S);
    expect(sharedMaxAge('max-age=60')).toBe(0);
    expect(sharedMaxAge('public')).toBe(0);
    expect(sharedMaxAge('public, max-age=60, no-cache')).toBe(0);
    expect(sharedMaxAge('private, max-age=60')).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });
});
