// What the generated pictures (src/server/media) are drawn from: a product's name, main category,
// brand and parameters; a category's path and name; a manufacturer's name. Reads only.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { gifts, products, taxonomies } from '../db/schema.js';

export type ProductArtworkFacts = {
  name: string;
  categoryPath: string | null;
  brand: string | null;
  parameters: { code: string; value: string | number }[];
};

const category = alias(taxonomies, 'artwork_category');
const manufacturer = alias(taxonomies, 'artwork_manufacturer');

/**
 * The facts a product's picture is drawn from, by sku; a loyalty gift (its sku and text) when no
 * product has that sku; null for an unknown sku.
 */
export async function productArtworkFacts(db: Db, sku: string): Promise<ProductArtworkFacts | null> {
  const [row] = await db
    .select({ name: products.name, parameters: products.parameters, categoryPath: category.path, brand: manufacturer.name })
    .from(products)
    .leftJoin(category, eq(category.hash, products.mainTaxonomyHash))
    .leftJoin(manufacturer, eq(manufacturer.hash, products.manufacturerHash))
    .where(eq(products.sku, sku))
    .limit(1);
  if (row) {
    return {
      name: row.name,
      categoryPath: row.categoryPath,
      brand: row.brand,
      parameters: row.parameters.map((p) => ({ code: p.code, value: p.value })),
    };
  }
  const [gift] = await db.select({ text: gifts.text }).from(gifts).where(eq(gifts.sku, sku)).limit(1);
  return gift ? { name: gift.text, categoryPath: null, brand: null, parameters: [] } : null;
}

/** A taxonomy node's path and name by hash (category pictures); null for an unknown hash. */
export async function taxonomyArtworkFacts(db: Db, hash: string): Promise<{ path: string; name: string } | null> {
  const [row] = await db.select({ path: taxonomies.path, name: taxonomies.name }).from(taxonomies).where(eq(taxonomies.hash, hash)).limit(1);
  return row ?? null;
}

/** A manufacturer's display name ("Kärcher") by the slug of its logo file ("karcher"); null if none. */
export async function manufacturerNameBySlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ name: taxonomies.name })
    .from(taxonomies)
    .where(eq(taxonomies.path, `/manufacturers/${slug}`))
    .limit(1);
  return row?.name ?? null;
}
