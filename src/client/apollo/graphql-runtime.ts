// The browser build's `graphql` (an alias in vite.config.ts): only the parts of graphql-js that
// Apollo Client runs on precompiled documents: walking (visit, BREAK, Kind, isSelectionNode) and
// printing (print, for the GraphQL HTTP link). No parser: documents reach the browser as syntax
// trees (src/generated/operations), and a library asking for `parse` fails the build here instead
// of shipping the parser. The server render and the tests use graphql-js itself.
export { BREAK, visit } from 'graphql/language/visitor';
export { Kind } from 'graphql/language/kinds';
export { isSelectionNode } from 'graphql/language/predicates';
export { print } from 'graphql/language/printer';
