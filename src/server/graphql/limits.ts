// Limits that keep one GraphQL request from occupying the process (issue 11, finding 1).
// PGlite and most resolver work run on the event loop, so an unbounded document (thousands of
// aliases of a field, or of an expensive query over one large variable) froze every other
// request, /api/health included. Every document is checked before graphql-js validates it:
//   - tokens: graphql-js's parser stops after MAX_TOKENS (mercurius `parseOptions.maxTokens`);
//   - depth: mercurius `queryDepth`;
//   - aliases, directives, estimated fields and cost: GraphQL Armor's validation rules, run in a
//     preValidation hook (cheap, linear walks) so that a rejected document never reaches the
//     specified rules, some of which are quadratic in the number of fields.
// Ad-hoc queries within the limits stay allowed (no allowlist); tests/server/graphql-limits.test.ts
// proves every operation in graphql/ passes them.
import { GraphQLError, Location, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { BULK_ADD_MAX_LINES } from '../../domain/index.js';
import { UserFacingError } from '../errors.js';

/**
 * The limits, with what the storefront's own operations need (measured by the test):
 * at most 597 tokens, 0 aliases, 0 directives, 10 219 estimated fields and a cost of 811 732
 * (order placement with its cart of up to 100 lines).
 */
export const GRAPHQL_LIMITS = {
  tokens: 3000,
  depth: 12,
  aliases: 20,
  directives: 20,
  /** Fields resolved, each list counted at its requested size (`first: 100` × its fields). */
  fields: 25_000,
  /** GraphQL Armor's default cost model (objects 2, scalars 1, × 1.5 per level, × list size). */
  cost: 2_000_000,
  /** Bulk-add lines validated per request, over all aliases of checkout_validate_product_batch. */
  batchLinesPerRequest: BULK_ADD_MAX_LINES,
  /**
   * List items in the variables, all lists and levels together: the document limits do not see
   * variables, and a list argument (a cart batch, gifts) would otherwise be as long as the body.
   */
  variableListItems: 1000,
} as const;

export const GRAPHQL_LIMIT_MESSAGES = {
  tokens: `Dotaz GraphQL je příliš dlouhý (nejvýše ${GRAPHQL_LIMITS.tokens} tokenů).`,
  aliases: `Dotaz GraphQL má příliš mnoho aliasů (nejvýše ${GRAPHQL_LIMITS.aliases}).`,
  directives: `Dotaz GraphQL má příliš mnoho direktiv (nejvýše ${GRAPHQL_LIMITS.directives}).`,
  fields: `Dotaz GraphQL žádá příliš mnoho polí (nejvýše ${GRAPHQL_LIMITS.fields} včetně položek seznamů).`,
  cost: 'Dotaz GraphQL je příliš náročný. Rozdělte ho prosím na menší dotazy.',
  batchLines: `V jednom požadavku lze ověřit nejvýše ${GRAPHQL_LIMITS.batchLinesPerRequest} řádků hromadného vložení.`,
  // mercurius falls back to JSON.parse for a query that is not GraphQL, taking the JSON as a
  // ready syntax tree: that skips the token limit, and a non-tree (`12`) crashes validation.
  notText: 'Dotaz GraphQL není platný: pošlete ho jako text v jazyce GraphQL.',
  variables: `Proměnné dotazu GraphQL obsahují příliš mnoho položek seznamů (nejvýše ${GRAPHQL_LIMITS.variableListItems}).`,
} as const;

type LimitName = 'aliases' | 'directives' | 'fields' | 'cost';

/** Armor rules report our Czech message through the validation context instead of throwing theirs. */
function rejectWith(name: LimitName) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: { reportError(error: GraphQLError): void } | null) => {
        context?.reportError(new GraphQLError(GRAPHQL_LIMIT_MESSAGES[name], { extensions: { code: 'GRAPHQL_LIMIT', limit: name } }));
      },
    ],
  };
}

const LIMIT_RULES: readonly ValidationRule[] = [
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...rejectWith('aliases') }),
  maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...rejectWith('directives') }),
  costLimitRule({
    maxCost: GRAPHQL_LIMITS.fields,
    objectCost: 1,
    scalarCost: 1,
    depthCostFactor: 1,
    flattenFragments: true,
    ...rejectWith('fields'),
  }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ...rejectWith('cost') }),
];

/** Only graphql-js's parser makes Location objects; a "document" from JSON (even `null`) has none. */
function isParsedDocument(document: unknown): document is DocumentNode {
  return typeof document === 'object' && document !== null && 'loc' in document && document.loc instanceof Location;
}

/** The limit violations of a parsed document (empty when it may go on to validation). */
export function graphqlLimitErrors(schema: GraphQLSchema, document: unknown): readonly GraphQLError[] {
  if (!isParsedDocument(document)) {
    return [new GraphQLError(GRAPHQL_LIMIT_MESSAGES.notText, { extensions: { code: 'GRAPHQL_LIMIT', limit: 'notText' } })];
  }
  // maxErrors 1: the first violation is enough, and the walk stops there.
  return validate(schema, document, LIMIT_RULES, { maxErrors: 1 }).slice(0, 1);
}

/** Counts the list items in `value` at every level, stopping once past `limit`. */
export function listItemsOver(value: unknown, limit: number): boolean {
  let items = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      items += next.length;
      if (items > limit) return true;
      pending.push(...next);
    } else if (typeof next === 'object' && next !== null) {
      pending.push(...Object.values(next));
    }
  }
  return false;
}

/** The variables' limit violation, if any (checked before execution, like the document limits). */
export function variableLimitErrors(variables: unknown): readonly GraphQLError[] {
  if (!listItemsOver(variables, GRAPHQL_LIMITS.variableListItems)) return [];
  return [new GraphQLError(GRAPHQL_LIMIT_MESSAGES.variables, { extensions: { code: 'GRAPHQL_LIMIT', limit: 'variables' } })];
}

/** A request refused by a limit: answered 400 with the GraphQL error(s) and their Czech message. */
export class GraphqlLimitError extends UserFacingError {
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors.map((e) => e.message).join(' '), 400);
    this.name = 'GraphqlLimitError';
  }
}

/** graphql-js's own message when the parser stops at `maxTokens` ("more that" in graphql 16). */
export function isTokenLimitError(message: string): boolean {
  return /^Syntax Error: Document contains more th[ae][nt] \d+ tokens\. Parsing aborted\.$/.test(message);
}

/**
 * Work that one request may do however its document is shaped (aliases multiply a field):
 * each request starts with a fresh budget in its GraphQL context.
 */
export class RequestBudget {
  private batchLines = 0;

  /** Spends `lines` bulk-add lines or refuses the field with the Czech message. */
  spendBatchLines(lines: number): void {
    if (this.batchLines + lines > GRAPHQL_LIMITS.batchLinesPerRequest) throw new UserFacingError(GRAPHQL_LIMIT_MESSAGES.batchLines, 400);
    this.batchLines += lines;
  }
}
