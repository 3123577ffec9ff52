import type { CodegenConfig } from '@graphql-codegen/cli';

// Haler (money in haléře) and SafeInt: safe integers sent as JSON numbers (src/server/graphql/scalars.ts).
const scalars = {
  ID: { input: 'string', output: 'string' },
  Haler: { input: 'number', output: 'number' },
  SafeInt: { input: 'number', output: 'number' },
};
// The client schema's opaque JSON scalars (schema/client/): typed by src/domain, one type for the
// server that answers them and the client that renders them. The path is relative to the
// generated operation modules (src/generated/operations/).
const clientScalars = {
  ...scalars,
  NavigationItems: {
    input: "import('../../domain/navigation').NavigationItems",
    output: "import('../../domain/navigation').NavigationItems",
  },
};

// The back office's documents (graphql/admin/) belong to its own schema (schema/admin/).
const clientDocuments = ['graphql/**/*.graphql', '!graphql/admin/**'];
// Each output names its schema (a root-level schema would be merged into the admin outputs too).
const publicSchema = 'schema/*.graphql';
// The client also knows the REST types apollo-link-rest reads and client-only fields.
const publicClientSchema = [publicSchema, 'schema/client/*.graphql'];
const adminSchema = 'schema/admin/*.graphql';
const adminDocuments = ['graphql/admin/*.graphql'];

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    // Client. The schema's input and enum types once (src/generated/types.ts); one module per
    // graphql/**/*.graphql file with its typed operations, precompiled documents (DocumentNode
    // objects: the browser never parses GraphQL) and Apollo hooks (src/generated/operations/);
    // src/generated/graphql.ts re-exports them all, so imports keep one path while each route
    // chunk carries only the documents it uses.
    'src/generated/types.ts': {
      schema: publicClientSchema,
      documents: clientDocuments,
      plugins: ['typescript-operations'],
      config: { scalars: clientScalars, generateOperationTypes: false, enumsAsTypes: true, avoidOptionals: { field: true, inputValue: false, object: false } },
    },
    'src/': {
      schema: publicClientSchema,
      documents: clientDocuments,
      preset: 'near-operation-file',
      presetConfig: { folder: '../../src/generated/operations', extension: '.generated.ts' },
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        scalars: clientScalars,
        withHooks: true,
        withComponent: false,
        withHOC: false,
        avoidOptionals: { field: true, inputValue: false, object: false },
        enumsAsTypes: true,
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        // Documents as precompiled syntax trees; fragments imported from their own module.
        documentMode: 'documentNodeImportFragments',
        // The schema's enums and inputs come from src/generated/types.ts, written once.
        importSchemaTypesFrom: 'src/generated/types.ts',
        namespacedImportName: 'Types',
        apolloReactCommonImportFrom: '@apollo/client',
        apolloReactHooksImportFrom: '@apollo/client',
      },
    },
    'src/generated/graphql.ts': {
      schema: publicClientSchema,
      documents: clientDocuments,
      plugins: ['./codegen/operations-barrel.cjs'],
    },
    'src/generated/rest-types.ts': {
      schema: publicClientSchema,
      plugins: ['./codegen/rest-type-map.cjs'],
    },
    // Server: schema types + resolver signatures; services return these shapes, REST routes serve the same DTOs.
    'src/generated/server.ts': {
      schema: publicSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../server/graphql/context.js#GraphQLContext',
        // Parent types that resolve some fields lazily (the lists' products are loaded only when selected).
        mappers: { VisitorLists: '../server/services/visitor-lists.js#VisitorListsModel' },
      },
    },
    'src/generated/schema.graphql.ts': {
      schema: publicSchema,
      plugins: ['./codegen/schema-sdl.cjs'],
    },
    // The back office (issue 16): its own schema, SDL, resolver types and one client module with
    // its typed operations and hooks (src/generated/admin/), never imported by the storefront.
    'src/generated/admin/operations.ts': {
      schema: adminSchema,
      documents: adminDocuments,
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        scalars,
        withHooks: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        enumsAsTypes: true,
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        documentMode: 'documentNode',
        apolloReactCommonImportFrom: '@apollo/client',
        apolloReactHooksImportFrom: '@apollo/client',
      },
    },
    'src/generated/admin/server.ts': {
      schema: adminSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../../server/admin/context.js#AdminContext',
      },
    },
    'src/generated/admin/schema.graphql.ts': {
      schema: adminSchema,
      plugins: ['./codegen/schema-sdl.cjs'],
    },
  },
};

export default config;
