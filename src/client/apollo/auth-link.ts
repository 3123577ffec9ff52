// Adds `Authorization: <type> <token>` to GraphQL calls. REST reads of the catalogue are
// public, so they must not wait for a token bootstrap; they carry the header only when one is
// already known (REST checkout endpoints of later issues need it and will have it by then).
import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { hasDirectives } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { Session } from './session';

const restDocuments = new WeakMap<DocumentNode, boolean>();

export function isRestOperation(query: DocumentNode): boolean {
  let known = restDocuments.get(query);
  if (known === undefined) {
    known = hasDirectives(['rest'], query);
    restDocuments.set(query, known);
  }
  return known;
}

function withAuthorization(headers: unknown, authorization: string): Record<string, string> {
  const base: Record<string, string> = {};
  if (typeof headers === 'object' && headers !== null) {
    for (const [key, value] of Object.entries(headers)) {
      if (typeof value === 'string') base[key] = value;
    }
  }
  return { ...base, Authorization: authorization };
}

export function createAuthLink(session: Session): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (isRestOperation(operation.query)) {
      const header = session.currentAuthorization();
      if (header) operation.setContext(({ headers }: { headers?: unknown }) => ({ headers: withAuthorization(headers, header) }));
      return forward(operation);
    }
    return new Observable<FetchResult>((observer) => {
      let inner: { unsubscribe(): void } | null = null;
      let closed = false;
      session.authorization().then(
        (header) => {
          if (closed) return;
          operation.setContext(({ headers }: { headers?: unknown }) => ({ headers: withAuthorization(headers, header) }));
          inner = forward(operation).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
