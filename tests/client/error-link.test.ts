import { ApolloError, ApolloLink, execute, gql, Observable, type FetchResult } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorLink, FetchError, GraphQLOperationError, operationErrorMessage, toFetchError } from '../../src/client/apollo/errors';

const CHECKOUT = gql`
  query Checkout($checkoutId: ID!) {
    checkout(checkoutId: $checkoutId) {
      id
    }
  }
`;

function run(terminal: ApolloLink): Promise<unknown> {
  return new Promise((resolve) => {
    execute(ApolloLink.from([errorLink, terminal]), { query: CHECKOUT, variables: { checkoutId: 'c1' } }).subscribe({
      next: () => resolve(new Error('expected an error, got a result')),
      error: (error: unknown) => resolve(error),
    });
  });
}

describe('error link (spec section 8)', () => {
  it('joins a GraphQL errors array into one error naming the operation, variables and errors', async () => {
    const error = await run(
      new ApolloLink(() =>
        Observable.of<FetchResult>({ data: null, errors: [{ message: 'Checkout not found' }, { message: 'Second' }] }),
      ),
    );
    expect(error).toBeInstanceOf(GraphQLOperationError);
    expect(error instanceof Error ? error.message : '').toBe(
      'GraphQL operation Checkout with variables {"checkoutId":"c1"} failed: Checkout not found; Second',
    );
  });

  it('turns a failed HTTP call into a FetchError with status text and body', async () => {
    const body = { errors: [{ message: 'Call of GraphQL end point is not authenticated.' }] };
    const serverError = Object.assign(new Error('Response not successful: Received status code 401'), {
      name: 'ServerError',
      statusCode: 401,
      response: new Response(JSON.stringify(body), { status: 401, statusText: 'Unauthorized' }),
      result: body,
    });
    const error = await run(new ApolloLink(() => new Observable<FetchResult>((observer) => observer.error(serverError))));
    expect(error).toBeInstanceOf(FetchError);
    if (!(error instanceof FetchError)) return;
    expect(error.status).toBe(401);
    expect(error.statusText).toBe('Unauthorized');
    expect(error.body).toEqual(body);
    expect(error.message).toBe(`HTTP 401 Unauthorized: ${JSON.stringify(body)}`);
  });

  it('keeps a bare network failure as a message-only FetchError', () => {
    const error = toFetchError(new TypeError('Failed to fetch'));
    expect(error).toBeInstanceOf(FetchError);
    expect(error.message).toBe('Failed to fetch');
    expect(error instanceof FetchError ? error.status : 0).toBe(undefined);
  });

  it('passes successful results through unchanged', async () => {
    const result = await new Promise<unknown>((resolve, reject) => {
      execute(
        ApolloLink.from([errorLink, new ApolloLink(() => Observable.of<FetchResult>({ data: { checkout: null } }))]),
        { query: CHECKOUT, variables: { checkoutId: 'c1' } },
      ).subscribe({ next: resolve, error: reject });
    });
    expect(result).toEqual({ data: { checkout: null } });
  });
});

describe('operationErrorMessage', () => {
  it('gives the shopper the server\'s own messages, not the operation summary', async () => {
    const error = await run(
      new ApolloLink(() => Observable.of<FetchResult>({ errors: [{ message: 'Tuto objednávku už není potřeba platit.' }, { message: ' ' }] })),
    );
    expect(error).toBeInstanceOf(GraphQLOperationError);
    expect(operationErrorMessage(error)).toBe('Tuto objednávku už není potřeba platit.');
    expect(operationErrorMessage(new ApolloError({ networkError: error instanceof Error ? error : null }))).toBe('Tuto objednávku už není potřeba platit.');
    expect(operationErrorMessage(new ApolloError({ graphQLErrors: [new GraphQLError('Zkuste to prosím později.')] }))).toBe('Zkuste to prosím později.');
  });

  it('answers null for failures the server did not explain', () => {
    expect(operationErrorMessage(new FetchError('Failed to fetch'))).toBeNull();
    expect(operationErrorMessage(new Error('boom'))).toBeNull();
    expect(operationErrorMessage(new ApolloError({ graphQLErrors: [] }))).toBeNull();
  });
});
