// Codegen plugin: src/generated/graphql.ts, the one import path of the client's operations. It
// re-exports the schema's input and enum types (./types) and every operation module
// (./operations/<File>.generated.ts, one per graphql/**/*.graphql file). Each operation module
// holds its document (a precompiled DocumentNode) and hooks, so a route chunk bundles only the
// documents it uses: the barrel re-exports side-effect-free modules, which the bundler drops
// where nothing uses them.
const path = require('node:path');

module.exports = {
  plugin(_schema, documents) {
    const names = [
      ...new Set(
        documents
          .filter((doc) => doc.document && doc.document.definitions.length > 0)
          .map((doc) => path.basename(doc.location, path.extname(doc.location))),
      ),
    ].sort((a, b) => a.localeCompare(b));
    return [
      '/** Every client operation and the schema types they use (generated; do not edit). */',
      "export * from './types';",
      // Every operation module exports the same utility type; one explicit export settles the ambiguity.
      ...(names.length > 0 ? [`export type { Incremental } from './operations/${names[0]}.generated';`] : []),
      ...names.map((name) => `export * from './operations/${name}.generated';`),
      '',
    ].join('\n');
  },
};
