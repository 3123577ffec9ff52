// Codegen plugin: emits, for every object type of the schema, the fields whose values are
// objects and their type names. apollo-link-rest's typePatcher walks REST JSON with it,
// so nested objects get their __typename from the schema rather than from hand-kept tables.
const { isObjectType, getNamedType } = require('graphql');

module.exports = {
  plugin(schema) {
    const map = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || ['Query', 'Mutation'].includes(type.name)) continue;
      const fields = {};
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        if (isObjectType(named)) fields[field.name] = named.name;
      }
      if (Object.keys(fields).length > 0) map[type.name] = fields;
    }
    const sorted = Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
    return [
      '/** Object-valued fields per type, from the schema (generated; do not edit). */',
      `export const restTypeMap: Readonly<Record<string, Readonly<Record<string, string>>>> = ${JSON.stringify(sorted, null, 2)};`,
      '',
    ].join('\n');
  },
};
