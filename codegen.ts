import type { CodegenConfig } from '@graphql-codegen/cli';

// Haler (money in haléře) and SafeInt: safe integers sent as JSON numbers (src/server/graphql/scalars.ts).
const scalars = {
  ID: { input: 'string', output: 'string' },
  Haler: { input: 'number', output: 'number' },
  SafeInt: { input: 'number', output: 'number' },
};

const clientDocuments = ['graphql/**/*.graphql'];

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/*.graphql',
  generates: {
    // Client. The schema's input and enum types once (src/generated/types.ts); one module per
    // graphql/**/*.graphql file with its typed operations, precompiled documents (DocumentNode
    // objects: the browser never parses GraphQL) and Apollo hooks (src/generated/operations/);
    // src/generated/graphql.ts re-exports them all, so imports keep one path while each route
    // chunk carries only the documents it uses.
    'src/generated/types.ts': {
      schema: 'schema/client/*.graphql',
      documents: clientDocuments,
      plugins: ['typescript-operations'],
      config: { scalars, generateOperationTypes: false, enumsAsTypes: true, avoidOptionals: { field: true, inputValue: false, object: false } },
    },
    'src/': {
      schema: 'schema/client/*.graphql',
      documents: clientDocuments,
      preset: 'near-operation-file',
      presetConfig: { folder: '../../src/generated/operations', extension: '.generated.ts' },
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        scalars,
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
      schema: 'schema/client/*.graphql',
      documents: clientDocuments,
      plugins: ['./codegen/operations-barrel.cjs'],
    },
    'src/generated/rest-types.ts': {
      schema: 'schema/client/*.graphql',
      plugins: ['./codegen/rest-type-map.cjs'],
    },
    // Server: schema types + resolver signatures; services return these shapes, REST routes serve the same DTOs.
    'src/generated/server.ts': {
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
      plugins: ['./codegen/schema-sdl.cjs'],
    },
  },
};

export default config;
