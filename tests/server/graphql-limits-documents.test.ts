// The GraphQL limits admit every operation the storefront itself sends (graphql/**, with the
// fragments each one spreads, as Apollo sends them), and each limit refuses what exceeds it.
import fs from 'node:fs';
import path from 'node:path';
import { Kind, Lexer, Source, TokenKind, buildSchema, parse, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../../src/generated/schema.graphql.js';
import { typeDefs as adminTypeDefs } from '../../src/generated/admin/schema.graphql.js';
import { GRAPHQL_LIMITS, GRAPHQL_LIMIT_MESSAGES, graphqlLimitErrors } from '../../src/server/graphql/limits.js';

const schema = buildSchema(typeDefs);
const adminSchema = buildSchema(adminTypeDefs);
const isAdminFile = (file: string) => file.startsWith(path.join('graphql', 'admin'));

function graphqlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? graphqlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.graphql') ? [path.join(dir, entry.name)] : []));
}

const definitions: DefinitionNode[] = graphqlFiles('graphql')
  .filter((file) => !isAdminFile(file))
  .flatMap((file) => parse(fs.readFileSync(file, 'utf8'), { noLocation: true }).definitions);
// The back office's documents, checked against its own schema with the same limits (issue 16).
const adminDefinitions: DefinitionNode[] = graphqlFiles('graphql')
  .filter(isAdminFile)
  .flatMap((file) => parse(fs.readFileSync(file, 'utf8'), { noLocation: true }).definitions);
const fragments = new Map([...definitions, ...adminDefinitions].filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));

/** The operation with every fragment it spreads, transitively. */
function withFragments(operation: DefinitionNode): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
}

function tokenCount(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

// Operations served by the GraphQL endpoint (REST-backed ones carry @rest and never reach it).
const operations = definitions
  .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  .map((operation) => ({ name: operation.name?.value ?? '(anonymous)', source: print(withFragments(operation)) }))
  .filter((operation) => !operation.source.includes('@rest'));

const adminOperations = adminDefinitions
  .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  .map((operation) => ({ name: operation.name?.value ?? '(anonymous)', source: print(withFragments(operation)) }));

describe('the back office operations pass the same limits on the admin schema', () => {
  it('finds them', () => {
    expect(adminOperations.length).toBeGreaterThan(10);
  });

  it.each(adminOperations)('$name', ({ source }) => {
    expect(tokenCount(source)).toBeLessThanOrEqual(GRAPHQL_LIMITS.tokens);
    expect(graphqlLimitErrors(adminSchema, parse(source, { maxTokens: GRAPHQL_LIMITS.tokens }))).toEqual([]);
  });
});

describe('the storefront operations pass the limits', () => {
  it('finds the server operations', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations)('$name', ({ source }) => {
    expect(tokenCount(source)).toBeLessThanOrEqual(GRAPHQL_LIMITS.tokens);
    expect(graphqlLimitErrors(schema, parse(source, { maxTokens: GRAPHQL_LIMITS.tokens }))).toEqual([]);
  });
});

describe('each limit refuses what exceeds it', () => {
  // A synthetic schema: the rules weigh the document, not the data.
  const nested = buildSchema('type Query { node(first: Int): [Node!]! } type Node { id: ID! node(first: Int): [Node!]! }');
  const messages = (source: string) => graphqlLimitErrors(nested, parse(source)).map((e) => e.message);

  it('aliases', () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(messages(aliased(GRAPHQL_LIMITS.aliases))).toEqual([]);
    expect(messages(aliased(GRAPHQL_LIMITS.aliases + 1))).toEqual([GRAPHQL_LIMIT_MESSAGES.aliases]);
  });

  it('aliases hidden in fragments count at every spread', () => {
    expect(messages('{ node { ...F } n2: node { ...F } } fragment F on Node { ' + Array.from({ length: 10 }, (_, i) => `x${i}: id`).join(' ') + ' }')).toEqual([GRAPHQL_LIMIT_MESSAGES.aliases]);
  });

  it('fields, lists counted at their requested size', () => {
    expect(messages('{ node(first: 10000) { id } }')).toEqual([]);
    expect(messages('{ node(first: 20000) { id } }')).toEqual([GRAPHQL_LIMIT_MESSAGES.fields]);
  });

  it('cost, which grows with depth', () => {
    // Five levels of 4 items, then twelve single levels: 14 676 fields (within the field limit),
    // but a cost of 5 025 874 (the depth limit is mercurius's, not part of these rules).
    let deep = 'id';
    for (let i = 0; i < 12; i += 1) deep = `node { ${deep} }`;
    for (let i = 0; i < 5; i += 1) deep = `node(first: 4) { ${deep} }`;
    expect(messages(`{ ${deep} }`)).toEqual([GRAPHQL_LIMIT_MESSAGES.cost]);
    // 16 840 fields, shallow: cost 65 170.
    expect(messages('{ node(first: 20) { id node(first: 20) { id node(first: 20) { id } } } }')).toEqual([]);
  });

  it('tokens, at parsing', () => {
    const long = `{ ${Array.from({ length: GRAPHQL_LIMITS.tokens }, () => 'node { id }').join(' ')} }`;
    expect(() => parse(long, { maxTokens: GRAPHQL_LIMITS.tokens })).toThrow(/Document contains more that 3000 tokens/);
  });
});
