// The GraphQL fuzz suite's inputs: every operation document in graphql/** (fragments resolved,
// @rest operations left to the REST suite) and fast-check variables generated from each
// operation's variable definitions, walked through the server schema with graphql-js.

import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  Kind,
  buildSchema,
  isInputType,
  parse,
  print,
  typeFromAST,
  visit,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { typeDefs } from '../../src/generated/schema.graphql.js';
import { typeDefs as adminTypeDefs } from '../../src/generated/admin/schema.graphql.js';
import type { FuzzKnown } from './fuzz-fixtures.js';
import { nastyNumber, nastyString, nastyValue } from './fuzz-values.js';

export type FuzzOperation = { name: string; file: string; document: string; operation: OperationDefinitionNode };

export const serverSchema: GraphQLSchema = buildSchema(typeDefs);

/** The back office's own schema (POST /api/admin/gql): its documents are graphql/admin/. */
export const adminSchema: GraphQLSchema = buildSchema(adminTypeDefs);

function graphqlFiles(dir: string, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(full) ? [] : graphqlFiles(full, skip);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/**
 * Every operation of graphql/** with the fragments it spreads (transitively), minus @rest
 * operations. The storefront's by default (graphql/admin/ belongs to the admin endpoint's own
 * schema: `loadOperations(path.resolve('graphql/admin'))` loads those).
 */
export function loadOperations(root = path.resolve('graphql')): { operations: FuzzOperation[]; restOperations: string[] } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const found: { file: string; operation: OperationDefinitionNode }[] = [];
  for (const file of graphqlFiles(root, [path.join(path.resolve('graphql'), 'admin')].filter((dir) => dir !== root))) {
    for (const definition of parse(fs.readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION) found.push({ file: path.relative(root, file), operation: definition });
    }
  }
  const operations: FuzzOperation[] = [];
  const restOperations: string[] = [];
  for (const { file, operation } of found) {
    const name = operation.name?.value ?? file;
    const needed = new Set<string>();
    let rest = false;
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        Directive(d) {
          if (d.name.value === 'rest') rest = true;
        },
        FragmentSpread(spread) {
          const fragmentName = spread.name.value;
          if (needed.has(fragmentName)) return;
          needed.add(fragmentName);
          const fragment = fragments.get(fragmentName);
          if (fragment) collect(fragment);
        },
      });
    collect(operation);
    if (rest) {
      restOperations.push(name);
      continue;
    }
    const document = [operation, ...[...needed].flatMap((n) => fragments.get(n) ?? [])].map((d) => print(d)).join('\n\n');
    operations.push({ name, file, document, operation });
  }
  return { operations, restOperations };
}

/** Real values by field or variable name, so generated variables reach the resolvers' logic. */
function knownFor(name: string, known: FuzzKnown): fc.Arbitrary<unknown> | null {
  const n = name.toLowerCase();
  if (n === 'checkoutid') return fc.constant(known.checkoutId);
  if (n === 'sku' || n === 'productsku' || n === 'skus') return fc.constantFrom(...known.skus);
  if (n.includes('hash')) return fc.constantFrom(...known.hashes);
  if (n === 'ordernumber' || n === 'number') return fc.constantFrom(...known.orderNumbers);
  if (n === 'invoicenumber') return fc.constantFrom(...known.invoiceNumbers);
  if (n.includes('email') || n === 'username' || n === 'to') return fc.oneof(fc.emailAddress(), fc.constant(known.email));
  if (n === 'quantity') return fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constantFrom(100_000, 1_000_000));
  if (n === 'parentid') return fc.constantFrom(...known.cartLineIds);
  if (n === 'idempotencykey') return fc.uuid();
  if (n === 'locale') return fc.constant('cs');
  if (n === 'contact') return fc.constant({ contactType: 'person', personName: 'Tomáš Test', street: 'Dlouhá 12', city: 'Brno', postalCode: '602 00', country: 'CZ' });
  return null;
}

/** A valid-shaped value of an input type (by graphql-js), with now and then a wrong one anywhere inside. */
export function valueFor(type: GraphQLInputType, name: string, known: FuzzKnown, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(nastyValue, fc.constant(null));
  const right = (): fc.Arbitrary<unknown> => {
    if (type instanceof GraphQLNonNull) return valueFor(type.ofType, name, known, depth);
    const seeded = knownFor(name, known);
    if (type instanceof GraphQLList) {
      const item = valueFor(type.ofType, name, known, depth + 1);
      // A long list only at the top (a batch of 150–250 lines); nested lists stay short.
      const long = depth === 0 ? [fc.array(item, { minLength: 150, maxLength: 250 })] : [];
      return fc.oneof(fc.array(item, { maxLength: 4 }), item, ...long);
    }
    if (seeded && !(type instanceof GraphQLInputObjectType)) return seeded;
    if (type instanceof GraphQLEnumType) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (type instanceof GraphQLInputObjectType) {
      if (seeded) return seeded;
      const fields = type.getFields();
      const required = Object.values(fields).filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name);
      const record = fc.record(
        Object.fromEntries(Object.values(fields).map((f) => [f.name, depth > 4 ? fc.constant(null) : valueFor(f.type, f.name, known, depth + 1)])),
        { requiredKeys: required },
      );
      return fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: fc.tuple(record, nastyString).map(([r, extra]) => ({ ...(r as object), [extra || 'extra']: 1 })) });
    }
    if (type instanceof GraphQLScalarType) {
      switch (type.name) {
        case 'Int':
          return fc.oneof(fc.integer({ min: -5, max: 100 }), nastyNumber);
        case 'Float':
          return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), nastyNumber);
        case 'Boolean':
          return fc.boolean();
        default:
          return fc.oneof(fc.string({ maxLength: 40 }), nastyString);
      }
    }
    return nastyValue;
  };
  return fc.oneof({ weight: 8, arbitrary: right() }, { weight: 1, arbitrary: wrong });
}

/** Variables for one operation: each defined variable generated (sometimes left out), plus an undeclared one now and then. */
export function variablesFor(operation: OperationDefinitionNode, known: FuzzKnown, schema: GraphQLSchema = serverSchema): fc.Arbitrary<Record<string, unknown>> {
  const definitions = operation.variableDefinitions ?? [];
  const entries = definitions.map((d) => {
    const type = typeFromAST(schema, d.type);
    if (!type || !isInputType(type)) throw new Error(`unknown input type of $${d.variable.name.value} in ${operation.name?.value ?? '?'}`);
    return [d.variable.name.value, valueFor(type, d.variable.name.value, known)] as const;
  });
  const required = definitions.filter((d) => d.type.kind === Kind.NON_NULL_TYPE).map((d) => d.variable.name.value);
  const record = fc.record(Object.fromEntries(entries), { requiredKeys: required });
  return fc.tuple(record, fc.option(fc.tuple(nastyString, nastyValue))).map(([vars, extra]) => (extra ? { ...vars, [extra[0] || 'x']: extra[1] } : vars));
}
