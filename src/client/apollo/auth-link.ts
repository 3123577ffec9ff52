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
      const send = (header: string, retry: boolean) => {
        if (closed) return;
        operation.setContext(({ headers }: { headers?: unknown }) => ({ headers: withAuthorization(headers, header) }));
        inner = forward(operation).subscribe({
          next: (result) => observer.next(result),
          complete: () => observer.complete(),
          error: (error: unknown) => {
            // A token that expired in a throttled background tab: renew once and resend.
            if (retry && isUnauthorized(error)) {
              session.renew().then(
                (renewed) => send(renewed, false),
                () => observer.error(error),
              );
              return;
            }
            observer.error(error);
          },
        });
      };
      session.authorization().then(
        (header) => send(header, true),
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'statusCode') === 401;
}
