// apollo-link-rest only stamps the top-level `@rest(type:)`; nested objects would reach the
// cache without __typename (so no normalisation, and Product-by-sku merging would silently
// break). The table comes from the schema via codegen (src/generated/rest-types.ts), so
// documents never need @type and a schema change needs no hand edits here.
import type { RestLink } from 'apollo-link-rest';

type TypeMap = Readonly<Record<string, Readonly<Record<string, string>>>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createTypePatcher(typeMap: TypeMap): RestLink.TypePatcherTable {
  const table: RestLink.TypePatcherTable = {};
  for (const [typeName, fields] of Object.entries(typeMap)) {
    table[typeName] = (data: unknown, _outer, patchDeeper, context) => {
      if (!isRecord(data)) return data;
      const out: Record<string, unknown> = { ...data };
      for (const [field, childType] of Object.entries(fields)) {
        const value = out[field];
        if (value === null || value === undefined) continue;
        // patchDeeper assumes non-null elements; nulls in lists are kept as they are.
        out[field] = Array.isArray(value)
          ? value.map((item: unknown) => (isRecord(item) ? patchDeeper(item, childType, patchDeeper, context) : item))
          : isRecord(value)
            ? patchDeeper(value, childType, patchDeeper, context)
            : value;
      }
      return out;
    };
  }
  return table;
}
