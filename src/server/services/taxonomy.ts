import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { taxonomies } from '../db/schema.js';
import { taxonomyUrl } from '../../domain/index.js';

type TaxonomyRow = typeof taxonomies.$inferSelect;

export type TaxonomyNode = {
  hash: string;
  name: string;
  code: string | null;
  path: string;
  url: string;
  kind: string;
  hasChildren: boolean;
  image: string | null;
  description: string | null;
  level: 'base' | 'detail';
  children: TaxonomyNode[];
};

export const MAX_SUBTREE_DEPTH = 4;

function toNode(row: TaxonomyRow, hasChildren: boolean, level: TaxonomyNode['level']): TaxonomyNode {
  return {
    hash: row.hash,
    name: row.name,
    code: row.code,
    path: row.path,
    url: taxonomyUrl(row),
    kind: row.kind,
    hasChildren,
    image: row.image,
    description: level === 'detail' ? row.description : null,
    level,
    children: [],
  };
}

async function childCounts(db: Db, hashes: string[]): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ parent: taxonomies.parentHash, count: sql<number>`count(*)::int` })
    .from(taxonomies)
    .where(inArray(taxonomies.parentHash, hashes))
    .groupBy(taxonomies.parentHash);
  return new Map(rows.map((r) => [r.parent ?? '', r.count]));
}

/** A node and its descendants down to `depth` levels (one query per level). Null for an unknown hash. */
export async function subTree(db: Db, hash: string, depth: number): Promise<TaxonomyNode | null> {
  const [root] = await db.select().from(taxonomies).where(eq(taxonomies.hash, hash));
  if (!root) return null;
  const counts = await childCounts(db, [root.hash]);
  const rootNode = toNode(root, (counts.get(root.hash) ?? 0) > 0, 'detail');
  let frontier = new Map([[root.hash, rootNode]]);
  for (let level = 0; level < depth && frontier.size > 0; level += 1) {
    const children = await db
      .select()
      .from(taxonomies)
      .where(inArray(taxonomies.parentHash, [...frontier.keys()]))
      .orderBy(asc(taxonomies.position), asc(taxonomies.name));
    const grandCounts = await childCounts(db, children.map((c) => c.hash));
    const next = new Map<string, TaxonomyNode>();
    for (const child of children) {
      const node = toNode(child, (grandCounts.get(child.hash) ?? 0) > 0, 'base');
      frontier.get(child.parentHash ?? '')?.children.push(node);
      next.set(child.hash, node);
    }
    frontier = next;
  }
  return rootNode;
}
