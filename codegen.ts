import type { CodegenConfig } from '@graphql-codegen/cli';

// Haler (money in haléře) and SafeInt: safe integers sent as JSON numbers (src/server/graphql/scalars.ts).
const scalars = {
  ID: { input: 'string', output: 'string' },
  Haler: { input: 'number', output: 'number' },
  SafeInt: { input: 'number', output: 'number' },
};

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/*.graphql',
  generates: {
    // Client: typed operations + Apollo hooks. Never together with the `typescript` plugin (duplicate identifiers).
    'src/generated/graphql.ts': {
      schema: 'schema/client/*.graphql',
      documents: ['graphql/**/*.graphql'],
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
        apolloReactCommonImportFrom: '@apollo/client',
        apolloReactHooksImportFrom: '@apollo/client',
      },
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
