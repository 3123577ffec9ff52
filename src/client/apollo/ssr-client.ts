// Server render only. A render's loaders each ask one query once, on a client that lives for one
// request and has no watchers yet: Apollo's query machinery (an ObservableQuery per read, a read
// of every result back from the cache, a broadcast to every other query in flight after each
// write) was about a quarter of a session render's CPU. This client answers `query` straight
// through the link and writes each result into the cache once, with the same normalisation; the
// page's components then read the cache through the generated hooks as before. Document transforms
// are kept per document for the whole process (every render asks the same few dozen documents).
import {
  ApolloClient,
  ApolloError,
  DocumentTransform,
  execute,
  InMemoryCache,
  NetworkStatus,
  type ApolloQueryResult,
  type DocumentNode,
  type FetchResult,
  type NormalizedCacheObject,
  type OperationVariables,
  type QueryOptions,
} from '@apollo/client';
import { addTypenameToDocument, isNonEmptyArray } from '@apollo/client/utilities';
import { cacheConfig } from './cache';

interface Prepared {
  /** A number for the document, part of a read's key. */
  id: number;
  /** The document as the cache reads and writes it (with __typename). */
  forCache: DocumentNode;
  /** The document as the link sends it. */
  forLink: DocumentNode;
}

const prepared = new WeakMap<DocumentNode, Prepared>();
let documentsPrepared = 0;

function firstResult(observable: ReturnType<typeof execute>): Promise<FetchResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const subscription = observable.subscribe({
      next(result) {
        if (settled) return;
        settled = true;
        resolve(result);
        queueMicrotask(() => subscription.unsubscribe());
      },
      error(error: unknown) {
        if (!settled) reject(error instanceof Error ? error : new Error(String(error)));
        settled = true;
      },
      complete() {
        if (!settled) reject(new Error('The link completed without a result.'));
        settled = true;
      },
    });
  });
}

/** `__typename` added to a document once per process: InMemoryCache keeps its transform per instance, so per render. */
const typenames = new DocumentTransform(addTypenameToDocument);

/**
 * The cache of one server render: written by the loaders, read by one render, serialised, dropped.
 * Its reads are not memoised (`resultCaching: false`): the dependency tracking that lets a browser's
 * cache answer a repeated read cheaply cost more here than the few repeated reads of one render
 * (≈ 4 ms of a session's ≈ 60 ms home render, docs/benchmarks.md).
 */
export class SsrCache extends InMemoryCache {
  constructor() {
    super({ ...cacheConfig(), resultCaching: false });
  }

  override transformDocument(document: DocumentNode): DocumentNode {
    return typenames.transformDocument(document);
  }
}

export class SsrApolloClient extends ApolloClient<NormalizedCacheObject> {
  /** Reads of this request by operation and variables: a second ask of the same read shares the first. */
  private readonly reads = new Map<string, Promise<ApolloQueryResult<unknown>>>();

  constructor(options: ConstructorParameters<typeof ApolloClient<NormalizedCacheObject>>[0]) {
    super({ ...options, ssrMode: true });
  }

  private prepare(query: DocumentNode): Prepared {
    let documents = prepared.get(query);
    if (!documents) {
      const forCache = this.documentTransform.transformDocument(query);
      documentsPrepared += 1;
      documents = { id: documentsPrepared, forCache, forLink: this.cache.transformForLink(forCache) };
      prepared.set(query, documents);
    }
    return documents;
  }

  override query<T = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: QueryOptions<TVariables, T>,
  ): Promise<ApolloQueryResult<T>> {
    const { id, forCache, forLink } = this.prepare(options.query);
    const variables = (options.variables ?? {}) as TVariables;
    if (options.fetchPolicy === 'cache-only') return Promise.resolve(this.fromCache<T, TVariables>(forCache, variables));
    const key = `${id}\u0000${JSON.stringify(variables)}`;
    // One request's data does not change while it renders: 'network-only' and 'cache-first' alike
    // share a read already made by this request (a failed one is tried again).
    const known = this.reads.get(key);
    if (known) return known as Promise<ApolloQueryResult<T>>;
    const read = this.fetchAndWrite<T, TVariables>(forCache, forLink, variables, options);
    this.reads.set(key, read as Promise<ApolloQueryResult<unknown>>);
    read.catch(() => this.reads.delete(key));
    return read;
  }

  private fromCache<T, TVariables extends OperationVariables>(forCache: DocumentNode, variables: TVariables): ApolloQueryResult<T> {
    const diff = this.cache.diff<T>({ query: forCache, variables, optimistic: false, returnPartialData: true });
    return { data: (diff.complete ? diff.result : undefined) as T, loading: false, networkStatus: NetworkStatus.ready };
  }

  private async fetchAndWrite<T, TVariables extends OperationVariables>(
    forCache: DocumentNode,
    forLink: DocumentNode,
    variables: TVariables,
    options: QueryOptions<TVariables, T>,
  ): Promise<ApolloQueryResult<T>> {
    let result: FetchResult;
    try {
      result = await firstResult(execute(this.link, { query: forLink, variables, context: { ...options.context, cache: this.cache } }));
    } catch (error) {
      if (error instanceof ApolloError) throw error;
      throw new ApolloError({ networkError: error instanceof Error ? error : new Error(String(error)) });
    }
    if (isNonEmptyArray(result.errors) && (options.errorPolicy ?? 'none') === 'none') {
      throw new ApolloError({ graphQLErrors: result.errors });
    }
    const data = (result.data ?? undefined) as T | undefined;
    if (data !== undefined && options.fetchPolicy !== 'no-cache') {
      this.cache.writeQuery<unknown, TVariables>({ query: forCache, variables, data });
    }
    return {
      data: data as T,
      loading: false,
      networkStatus: NetworkStatus.ready,
      ...(isNonEmptyArray(result.errors) ? { errors: result.errors } : {}),
    };
  }
}
