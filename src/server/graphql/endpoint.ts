// What the storefront's GraphQL endpoint (/api/utils/gql) and the back office's (/api/admin/gql)
// share: the limits of one request (tokens, depth, then aliases, directives, fields, cost and
// variable list items, limits.ts) and the error masking (errors.ts), so both stay the same.

import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { MercuriusCommonOptions } from 'mercurius';
import { createErrorFormatter } from './errors.js';
import { GRAPHQL_LIMITS, GraphqlLimitError, graphqlLimitErrors, variableLimitErrors } from './limits.js';

/** The mercurius options of a limited, masked endpoint: spread into its registration. */
export function limitedEndpointOptions(options: { production: boolean }) {
  return {
    jit: 1,
    graphiql: false,
    queryDepth: GRAPHQL_LIMITS.depth,
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    // Introspection (and, in errorFormatter, field suggestions) only outside production;
    // `npm run codegen` reads the SDL from schema/, not from a running server.
    validationRules: options.production ? [NoSchemaIntrospectionCustomRule] : [],
    errorFormatter: createErrorFormatter({ production: options.production }),
  } satisfies Partial<MercuriusCommonOptions> & { jit: number; queryDepth: number; graphiql: boolean };
}

/**
 * The limit checks of a registered endpoint (call in its scope after mercurius). Aliases,
 * directives, fields and cost are checked before graphql-js's own validation, whose overlap check
 * grows with the square of repeated fields; variables before execution.
 */
export function addGraphqlLimitHooks(scope: FastifyInstance): void {
  scope.graphql.addHook('preValidation', (schema, document) => {
    const errors = graphqlLimitErrors(schema, document);
    if (errors.length > 0) throw new GraphqlLimitError(errors);
  });
  scope.graphql.addHook('preExecution', (_schema, _document, _context, variables) => {
    const errors = variableLimitErrors(variables);
    if (errors.length > 0) throw new GraphqlLimitError(errors);
  });
}
