// A product's CLP hazard information as the API serves it: the stored codes (products.clp) with
// their official Czech texts from the domain catalogue, and the address of its safety data sheet.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';
import type { ProductHazard } from '../../generated/server.js';
import {
  GHS_PICTOGRAMS,
  HAZARD_STATEMENTS,
  PRECAUTIONARY_STATEMENTS,
  SIGNAL_WORDS,
  isHazardous,
  safetyDataSheetPath,
  type ClpClassification,
} from '../../domain/index.js';

export function toProductHazard(sku: string, clp: ClpClassification | null | undefined): ProductHazard | null {
  if (!clp) return null;
  return {
    __typename: 'ProductHazard',
    hazardous: isHazardous(clp),
    pictograms: clp.pictograms.map((code) => ({ __typename: 'GhsPictogram', code, name: GHS_PICTOGRAMS[code] })),
    signalWord: clp.signalWord,
    signalWordText: clp.signalWord ? SIGNAL_WORDS[clp.signalWord] : null,
    // A code without a text (a catalogue that lost an entry) still shows its code.
    hazardStatements: clp.hazardStatements.map((code) => ({ __typename: 'ClpStatement', code, text: HAZARD_STATEMENTS[code] ?? '' })),
    precautionaryStatements: clp.precautionaryStatements.map((code) => ({
      __typename: 'ClpStatement',
      code,
      text: PRECAUTIONARY_STATEMENTS[code] ?? '',
    })),
    ufi: clp.ufi,
    safetyDataSheetUrl: safetyDataSheetPath(sku),
  };
}

export type SafetyDataSheetFacts = { sku: string; name: string; description: string; hazard: ProductHazard };

/** What the safety data sheet of `sku` shows; null when the product is unknown or no chemical. */
export async function safetyDataSheetFacts(db: Db, sku: string): Promise<SafetyDataSheetFacts | null> {
  const [row] = await db
    .select({ sku: products.sku, name: products.name, description: products.description, clp: products.clp })
    .from(products)
    .where(eq(products.sku, sku))
    .limit(1);
  const hazard = row ? toProductHazard(row.sku, row.clp) : null;
  if (!row || !hazard) return null;
  return { sku: row.sku, name: row.name, description: row.description, hazard };
}
