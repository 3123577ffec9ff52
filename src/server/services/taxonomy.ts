import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { taxonomies } from '../db/schema.js';
import { isVirtualTaxonomy, taxonomyUrl } from '../../domain/index.js';

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
  if (root && isVirtualTaxonomy(root.path)) return null;
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

/** '/catalogue/a/b' → ['/catalogue', '/catalogue/a']: the paths above a node. */
function pathsAbove(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => '/' + parts.slice(0, i + 1).join('/'));
}

async function nodesWithChildFlags(db: Db, rows: TaxonomyRow[], level: TaxonomyNode['level']): Promise<TaxonomyNode[]> {
  const counts = await childCounts(db, rows.map((r) => r.hash));
  return rows.map((r) => toNode(r, (counts.get(r.hash) ?? 0) > 0, level));
}

/** The node and its ancestors as base nodes, root first; null for an unknown hash. */
export async function meAndAncestors(db: Db, hash: string): Promise<TaxonomyNode[] | null> {
  const [node] = await db.select().from(taxonomies).where(eq(taxonomies.hash, hash));
  // The /virtual/ node holds the services: it has no public listing (they would show at 0 Kč).
  if (!node || isVirtualTaxonomy(node.path)) return null;
  const above = pathsAbove(node.path);
  const ancestors = above.length ? await db.select().from(taxonomies).where(inArray(taxonomies.path, above)) : [];
  const chain = [...ancestors.sort((a, b) => a.path.length - b.path.length), node];
  return nodesWithChildFlags(db, chain, 'base');
}

export type TaxonomyWithAncestors = { __typename: 'TaxonomyWithAncestors'; hash: string; node: TaxonomyNode; ancestors: TaxonomyNode[] };

/** The node (detail level, with its direct children) and its ancestors root first; null for an unknown hash. */
export async function withAncestors(db: Db, hash: string): Promise<TaxonomyWithAncestors | null> {
  const chain = await meAndAncestors(db, hash);
  const node = await subTree(db, hash, 1);
  if (!chain || !node) return null;
  return { __typename: 'TaxonomyWithAncestors', hash, node, ancestors: chain.slice(0, -1) };
}

/** Spec detail levels; meta and above carry the description and the direct children. */
export const TAXONOMY_LEVELS = ['none', 'base', 'meta', 'preview', 'detail'] as const;
export type TaxonomyLevel = (typeof TAXONOMY_LEVELS)[number];

export async function taxonomyDetail(db: Db, hash: string, level: TaxonomyLevel): Promise<TaxonomyNode | null> {
  if (level === 'none' || level === 'base') {
    const [row] = await db.select().from(taxonomies).where(eq(taxonomies.hash, hash));
    if (!row || isVirtualTaxonomy(row.path)) return null;
    const [node] = await nodesWithChildFlags(db, [row], 'base');
    return node ?? null;
  }
  return subTree(db, hash, 1);
}

export async function taxonomyCode(db: Db, hash: string): Promise<{ __typename: 'TaxonomyCode'; hash: string; code: string | null } | null> {
  const [row] = await db.select({ hash: taxonomies.hash, code: taxonomies.code }).from(taxonomies).where(eq(taxonomies.hash, hash));
  return row ? { __typename: 'TaxonomyCode', ...row } : null;
}

export const LISTABLE_KINDS = ['manufacturer', 'preview', 'content'] as const;
export type ListableKind = (typeof LISTABLE_KINDS)[number];

/** Every manufacturer, the five preview listings, or the content sections, in their order. */
export async function taxonomyList(db: Db, kind: ListableKind): Promise<TaxonomyNode[]> {
  const rows = await db.select().from(taxonomies).where(eq(taxonomies.kind, kind)).orderBy(asc(taxonomies.position), asc(taxonomies.name));
  return nodesWithChildFlags(db, rows, 'detail');
}
