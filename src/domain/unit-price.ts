// Unit prices ("12,34 Kč/l"): the price per litre, kilogram or piece where the pack size is known,
// so shoppers can compare a 500 ml bottle with a 5 l canister.

import { CZK_SUFFIX, formatKoruny } from './money.js';

export type ContentUnit = 'l' | 'kg' | 'ks';

/** How much one sold unit holds: 0.75 l, 3 kg, 50 ks. */
export interface PackContent {
  amount: number;
  unit: ContentUnit;
}

interface ParameterLike {
  code: string;
  value: string | number;
  unit?: string | null;
}

/** Parameter codes read: "Balení" (pack), "Objem" (volume), "Hmotnost" (weight). */
const PACK = 'baleni';
const VOLUME = 'objem';
const WEIGHT = 'hmotnost';

function numberOf(value: string | number): number | null {
  const n = typeof value === 'number' ? value : Number(String(value).replace(/\s+/g, '').replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

function inUnit(amount: number | null, unit: string | null | undefined, base: 'l' | 'kg'): PackContent | null {
  if (amount === null) return null;
  const u = (unit ?? '').trim().toLowerCase();
  if (u === base) return { amount, unit: base };
  if (u === (base === 'l' ? 'ml' : 'g')) return { amount: amount / 1000, unit: base };
  return null;
}

/**
 * The content of one unit, read from the product parameters, or null when the pack size is not
 * known. Only a product with a "Balení" parameter is a packed consumable: a count in it ("50 ks",
 * "8 rolí") gives a price per piece; otherwise its volume (per litre) or, without one, its weight
 * (per kilogram). Without "Balení", volume and weight describe a device or a container (a 10 l
 * bucket, a 1 l dispenser), whose price per litre would mean nothing.
 */
export function packContent(parameters: readonly ParameterLike[]): PackContent | null {
  const find = (code: string) => parameters.find((p) => p.code === code);
  const pack = find(PACK);
  if (!pack) return null;
  const count = /(\d+)\s*(ks|rolí|role)\s*$/i.exec(String(pack.value).trim());
  if (count?.[1]) {
    const n = Number(count[1]);
    return n > 0 ? { amount: n, unit: 'ks' } : null;
  }
  const volume = find(VOLUME);
  const byVolume = volume ? inUnit(numberOf(volume.value), volume.unit, 'l') : null;
  if (byVolume) return byVolume;
  const weight = find(WEIGHT);
  return weight ? inUnit(numberOf(weight.value), weight.unit, 'kg') : null;
}

/** The price of one litre, kilogram or piece, in whole haléře. */
export function unitPriceOf(priceHaler: number, content: PackContent): number {
  return Math.round(priceHaler / content.amount);
}

/** "12,34 Kč/l": always with haléře, since a unit price is a comparison figure, not a shelf price. */
export function formatUnitPrice(haler: number, unit: string): string {
  return `${formatKoruny(haler, 2)}${CZK_SUFFIX}/${unit}`;
}
