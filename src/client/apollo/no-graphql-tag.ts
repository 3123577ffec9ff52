// The browser build's `graphql-tag` (an alias in vite.config.ts). @apollo/client re-exports
// `gql`, which would bring the GraphQL parser into the page; the client's documents are
// precompiled by codegen (src/generated/operations), so a `gql` template at run time is a mistake.
export function gql(literals: TemplateStringsArray | string): never {
  const text = typeof literals === 'string' ? literals : literals.join('');
  throw new Error(`gql is not available in the browser: add the document to graphql/ and run npm run codegen (${text.slice(0, 60)}…)`);
}

export function resetCaches(): void {}
export function disableFragmentWarnings(): void {}
export function enableExperimentalFragmentVariables(): void {}
export function disableExperimentalFragmentVariables(): void {}

export default gql;
