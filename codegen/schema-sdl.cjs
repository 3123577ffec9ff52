// Codegen plugin: the server SDL as one string, so the server loads the exact schema its resolver types came from.
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    return `/** The server GraphQL schema (generated from schema/*.graphql; do not edit). */\nexport const typeDefs = ${JSON.stringify(printSchema(schema))};\n`;
  },
};
