// Back-office catalogue (issue 16): the rules of a product edit and of the products-and-prices CSV
// (export and import share this one format), with the Czech messages the staff see. The server
// (services/admin-catalogue.ts) and the /admin pages call these; nothing here touches a database.

import { isValidGtin } from './ean.js';
import { STOCK_STATES, type StockState } from './enums.js';
import { VAT_RATES, type VatRate } from './money.js';

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 50_000;
export const STOCK_QUANTITY_MAX = 10_000_000;
export const PRODUCT_PARAMETERS_MAX = 100;
export const PARAMETER_TEXT_MAX = 200;
export const QUANTITY_TIERS_MAX = 30;
/** 10 million Kč: above the dearest product by two orders of magnitude, far below MAX_MONEY. */
export const PRODUCT_PRICE_MAX = 1_000_000_000;
/** CSV import limits: the upload size and the number of product lines. */
export const CATALOGUE_CSV_MAX_BYTES = 64 * 1024 * 1024;
export const CATALOGUE_CSV_MAX_ROWS = 200_000;

export const STOCK_STATE_TEXTS: Readonly<Record<StockState, string>> = {
  stock: 'Skladem',
  'on-way': 'Na cestě',
  ordered: 'Objednáno',
  'sold-out': 'Vyprodáno',
  'to-order': 'Na objednávku',
};

export const CATALOGUE_MESSAGES = {
  notFound: 'Produkt nebyl nalezen.',
  nameEmpty: 'Vyplňte název produktu.',
  nameTooLong: `Název je příliš dlouhý (nejvýše ${PRODUCT_NAME_MAX} znaků).`,
  descriptionTooLong: `Popis je příliš dlouhý (nejvýše ${PRODUCT_DESCRIPTION_MAX} znaků).`,
  eanInvalid: 'EAN musí mít 8, 12, 13 nebo 14 číslic se správnou kontrolní číslicí.',
  eanTaken: 'Tento EAN už má jiný produkt.',
  vatInvalid: `Sazba DPH musí být ${VAT_RATES.join(', ')} %.`,
  stockStateInvalid: `Neznámý stav skladu (povolené: ${STOCK_STATES.join(', ')}).`,
  stockQuantityInvalid: `Množství skladem musí být celé číslo od 0 do ${STOCK_QUANTITY_MAX}.`,
  priceInvalid: 'Cena musí být částka v Kč bez DPH, nejméně 0 (např. 129,90).',
  priceTooHigh: 'Cena je příliš vysoká.',
  priceGroupUnknown: 'Neznámá cenová skupina.',
  priceGroupTwice: 'Cenová skupina je uvedena dvakrát.',
  noPrice: 'Produkt musí mít cenu alespoň v jedné cenové skupině.',
  tierQuantityInvalid: 'Množstevní cena platí od množství alespoň 1 (celé číslo).',
  tierPackInvalid: 'Množstevní cena platí pro kusy (pcs) nebo kartony (carton).',
  tierTwice: 'Množstevní cena pro toto množství je uvedena dvakrát.',
  tierWithoutPrice: 'Množstevní cenu lze zadat jen ve skupině, která má základní cenu.',
  tiersTooMany: `Nejvýše ${QUANTITY_TIERS_MAX} množstevních cen.`,
  parametersTooMany: `Nejvýše ${PRODUCT_PARAMETERS_MAX} parametrů.`,
  parameterEmpty: 'Parametr musí mít kód, název i hodnotu.',
  parameterTooLong: `Text parametru je příliš dlouhý (nejvýše ${PARAMETER_TEXT_MAX} znaků).`,
  parameterTwice: 'Parametr s tímto kódem je uveden dvakrát.',
  categoryUnknown: 'Neznámá kategorie.',
  categoryNone: 'Vyberte alespoň jednu kategorii.',
  mainCategoryNotChosen: 'Hlavní kategorie musí být mezi vybranými kategoriemi.',
  onSaleInvalid: 'V prodeji: napište „ano“ nebo „ne“.',
  csvEmpty: 'Soubor je prázdný.',
  csvUnreadable: 'Soubor se nepodařilo přečíst jako CSV (středníkem oddělené hodnoty v UTF-8).',
  csvTooBig: `Soubor je příliš velký (nejvýše ${CATALOGUE_CSV_MAX_BYTES / 1024 / 1024} MB).`,
  csvTooManyRows: `Soubor má příliš mnoho řádků (nejvýše ${CATALOGUE_CSV_MAX_ROWS}).`,
  csvMissingColumn: 'Chybí povinný sloupec.',
  csvUnknownColumn: 'Neznámý sloupec (cenová skupina neexistuje nebo je překlep v záhlaví).',
  csvColumnTwice: 'Sloupec je v záhlaví dvakrát.',
  csvFieldCount: 'Řádek má jiný počet hodnot než záhlaví.',
  csvSkuUnknown: 'Produkt s tímto kódem neexistuje (import jen mění existující produkty).',
  csvSkuTwice: 'Produkt s tímto kódem je v souboru vícekrát.',
  csvSkuEmpty: 'Chybí kód produktu.',
} as const;

export type CatalogueError = { code: string; field: string | null; message: string };

// --- Product edit ----------------------------------------------------------------------------

export type ParameterInput = { code: string; name: string; value: string; unit?: string | null };
export type PriceInput = { priceGroup: string; price: number | null };
export type TierInput = { priceGroup: string; packType: string; minQuantity: number; price: number };
export type CheckedTier = { priceGroup: string; packType: 'pcs' | 'carton'; minQuantity: number; price: number };

export type ProductEditInput = {
  name: string;
  description: string;
  ean: string | null;
  vatRate: number;
  onSale: boolean;
  stockState: string;
  stockQuantity: number;
  parameters: readonly ParameterInput[];
  prices: readonly PriceInput[];
  tiers: readonly TierInput[];
  categoryHashes: readonly string[];
  mainCategoryHash: string | null;
};

export type CheckedParameter = { code: string; name: string; value: string | number; unit: string | null };

export type CheckedProductEdit = {
  name: string;
  description: string;
  ean: string | null;
  vatRate: VatRate;
  onSale: boolean;
  /** null: none (a service). */
  stockState: StockState | null;
  stockQuantity: number;
  parameters: CheckedParameter[];
  /** Only groups with a price; a group left out has none. */
  prices: { priceGroup: string; price: number }[];
  tiers: CheckedTier[];
  categoryHashes: string[];
  mainCategoryHash: string;
};

export function isVatRate(value: number): value is VatRate {
  return (VAT_RATES as readonly number[]).includes(value);
}

export function isCatalogueStockState(value: string): value is StockState {
  return (STOCK_STATES as readonly string[]).includes(value);
}

/** A valid price in haléře: a whole amount from 0 (free services exist) to PRODUCT_PRICE_MAX. */
export function priceError(price: number): string | null {
  if (!Number.isSafeInteger(price) || price < 0) return CATALOGUE_MESSAGES.priceInvalid;
  if (price > PRODUCT_PRICE_MAX) return CATALOGUE_MESSAGES.priceTooHigh;
  return null;
}

/** A parameter's value as the storefront filters it: a plain decimal number is stored as a number. */
export function parameterValue(text: string): string | number {
  const trimmed = text.trim();
  if (/^-?\d{1,12}([.,]\d{1,6})?$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return trimmed;
}

/** The normalised EAN (digits, or null for none), or undefined when it is not a valid GTIN. */
export function normalizeEanInput(raw: string | null): string | null | undefined {
  const compact = (raw ?? '').replace(/\s+/g, '');
  if (compact === '') return null;
  return /^\d+$/.test(compact) && isValidGtin(compact) ? compact : undefined;
}

/**
 * Checks a product edit against the shop's price groups and categories; the normalised edit, or
 * every error with its field (`prices.<group>`, `tiers.<index>`, `parameters.<index>` …).
 */
export function checkProductEdit(
  input: ProductEditInput,
  known: { priceGroups: readonly string[]; categoryHashes: ReadonlySet<string> },
): { ok: true; value: CheckedProductEdit } | { ok: false; errors: CatalogueError[] } {
  const errors: CatalogueError[] = [];
  const fail = (code: string, field: string | null, message: string) => errors.push({ code, field, message });

  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') fail('NAME_EMPTY', 'name', CATALOGUE_MESSAGES.nameEmpty);
  else if (name.length > PRODUCT_NAME_MAX) fail('NAME_TOO_LONG', 'name', CATALOGUE_MESSAGES.nameTooLong);
  const description = input.description.trim();
  if (description.length > PRODUCT_DESCRIPTION_MAX) fail('DESCRIPTION_TOO_LONG', 'description', CATALOGUE_MESSAGES.descriptionTooLong);
  const ean = normalizeEanInput(input.ean);
  if (ean === undefined) fail('EAN_INVALID', 'ean', CATALOGUE_MESSAGES.eanInvalid);
  if (!isVatRate(input.vatRate)) fail('VAT_INVALID', 'vatRate', CATALOGUE_MESSAGES.vatInvalid);
  const stockState = input.stockState === '' ? null : input.stockState;
  if (stockState !== null && !isCatalogueStockState(stockState)) fail('STOCK_STATE_INVALID', 'stockState', CATALOGUE_MESSAGES.stockStateInvalid);
  if (!Number.isSafeInteger(input.stockQuantity) || input.stockQuantity < 0 || input.stockQuantity > STOCK_QUANTITY_MAX) {
    fail('STOCK_QUANTITY_INVALID', 'stockQuantity', CATALOGUE_MESSAGES.stockQuantityInvalid);
  }

  if (input.parameters.length > PRODUCT_PARAMETERS_MAX) fail('PARAMETERS_TOO_MANY', 'parameters', CATALOGUE_MESSAGES.parametersTooMany);
  const parameters: CheckedParameter[] = [];
  const parameterCodes = new Set<string>();
  input.parameters.forEach((p, i) => {
    const field = `parameters.${i}`;
    const code = p.code.trim();
    const pname = p.name.trim();
    const value = p.value.trim();
    const unit = (p.unit ?? '').trim();
    if (code === '' || pname === '' || value === '') fail('PARAMETER_EMPTY', field, CATALOGUE_MESSAGES.parameterEmpty);
    else if ([code, pname, value, unit].some((s) => s.length > PARAMETER_TEXT_MAX)) fail('PARAMETER_TOO_LONG', field, CATALOGUE_MESSAGES.parameterTooLong);
    else if (parameterCodes.has(code)) fail('PARAMETER_TWICE', field, CATALOGUE_MESSAGES.parameterTwice);
    else {
      parameterCodes.add(code);
      parameters.push({ code, name: pname, value: parameterValue(value), unit: unit === '' ? null : unit });
    }
  });

  const prices: { priceGroup: string; price: number }[] = [];
  const seenGroups = new Set<string>();
  for (const p of input.prices) {
    const field = `prices.${p.priceGroup}`;
    if (!known.priceGroups.includes(p.priceGroup)) fail('PRICE_GROUP_UNKNOWN', field, CATALOGUE_MESSAGES.priceGroupUnknown);
    else if (seenGroups.has(p.priceGroup)) fail('PRICE_GROUP_TWICE', field, CATALOGUE_MESSAGES.priceGroupTwice);
    else {
      seenGroups.add(p.priceGroup);
      if (p.price === null) continue;
      const problem = priceError(p.price);
      if (problem) fail('PRICE_INVALID', field, problem);
      else prices.push({ priceGroup: p.priceGroup, price: p.price });
    }
  }
  if (prices.length === 0 && !errors.some((e) => e.field?.startsWith('prices.'))) fail('NO_PRICE', 'prices', CATALOGUE_MESSAGES.noPrice);

  if (input.tiers.length > QUANTITY_TIERS_MAX) fail('TIERS_TOO_MANY', 'tiers', CATALOGUE_MESSAGES.tiersTooMany);
  const tierKeys = new Set<string>();
  const tiers: CheckedTier[] = [];
  input.tiers.forEach((t, i) => {
    const field = `tiers.${i}`;
    const key = `${t.priceGroup}|${t.packType}|${t.minQuantity}`;
    const problem = priceError(t.price);
    if (!known.priceGroups.includes(t.priceGroup)) fail('PRICE_GROUP_UNKNOWN', field, CATALOGUE_MESSAGES.priceGroupUnknown);
    else if (!prices.some((p) => p.priceGroup === t.priceGroup)) fail('TIER_WITHOUT_PRICE', field, CATALOGUE_MESSAGES.tierWithoutPrice);
    else if (t.packType !== 'pcs' && t.packType !== 'carton') fail('TIER_PACK_INVALID', field, CATALOGUE_MESSAGES.tierPackInvalid);
    else if (!Number.isSafeInteger(t.minQuantity) || t.minQuantity < 1 || t.minQuantity > STOCK_QUANTITY_MAX) fail('TIER_QUANTITY_INVALID', field, CATALOGUE_MESSAGES.tierQuantityInvalid);
    else if (problem) fail('PRICE_INVALID', field, problem);
    else if (tierKeys.has(key)) fail('TIER_TWICE', field, CATALOGUE_MESSAGES.tierTwice);
    else {
      tierKeys.add(key);
      tiers.push({ priceGroup: t.priceGroup, packType: t.packType === 'carton' ? 'carton' : 'pcs', minQuantity: t.minQuantity, price: t.price });
    }
  });

  const categoryHashes = [...new Set(input.categoryHashes)];
  if (categoryHashes.length === 0) fail('CATEGORY_NONE', 'categoryHashes', CATALOGUE_MESSAGES.categoryNone);
  else if (categoryHashes.some((h) => !known.categoryHashes.has(h))) fail('CATEGORY_UNKNOWN', 'categoryHashes', CATALOGUE_MESSAGES.categoryUnknown);
  const mainCategoryHash = input.mainCategoryHash ?? categoryHashes[0] ?? '';
  if (categoryHashes.length > 0 && !categoryHashes.includes(mainCategoryHash)) fail('MAIN_CATEGORY', 'mainCategoryHash', CATALOGUE_MESSAGES.mainCategoryNotChosen);

  if (errors.length > 0 || ean === undefined || !isVatRate(input.vatRate) || (stockState !== null && !isCatalogueStockState(stockState))) return { ok: false, errors };
  return {
    ok: true,
    value: { name, description, ean, vatRate: input.vatRate, onSale: input.onSale, stockState, stockQuantity: input.stockQuantity, parameters, prices, tiers, categoryHashes, mainCategoryHash },
  };
}

/** True when the watchdog should look at the product: its stock went from nothing to some. */
export function stockReturnedByEdit(before: number, after: number): boolean {
  return before <= 0 && after > 0;
}

// --- CSV of products and prices --------------------------------------------------------------

/**
 * The fixed columns of the products-and-prices CSV, then one `Cena bez DPH (<group>)` column per
 * price group. Semicolons, UTF-8 with BOM (Excel opens it as Czech text), prices in Kč with a
 * decimal comma, stock state as its code. An empty price cell on import means "no change".
 */
export const CATALOGUE_CSV_COLUMNS = [
  { key: 'sku', header: 'Kód' },
  { key: 'name', header: 'Název' },
  { key: 'ean', header: 'EAN' },
  { key: 'onSale', header: 'V prodeji' },
  { key: 'stockState', header: 'Stav skladu' },
  { key: 'stockQuantity', header: 'Skladem ks' },
  { key: 'vatRate', header: 'DPH %' },
] as const;
export type CatalogueCsvKey = (typeof CATALOGUE_CSV_COLUMNS)[number]['key'];

export const CATALOGUE_CSV_DELIMITER = ';';

export function priceColumnHeader(priceGroup: string): string {
  return `Cena bez DPH (${priceGroup})`;
}

function priceGroupOfHeader(header: string): string | null {
  const m = /^Cena bez DPH \((.+)\)$/.exec(header);
  return m ? (m[1] ?? null) : null;
}

/** Haléře as Kč with a decimal comma, exact ("1234,50"). */
export function csvKc(haler: number): string {
  const abs = Math.abs(haler);
  return `${haler < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Kč as typed in a sheet ("1 234,5", "99", "12.50") → haléře; null when unreadable. Exact (no float). */
export function parseCsvKc(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/Kč$/i, '');
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

export type CatalogueCsvProduct = {
  sku: string;
  name: string;
  ean: string | null;
  onSale: boolean;
  stockState: string | null;
  stockQuantity: number;
  vatRate: number;
  /** Net price (haléře) per price group; a group missing has no price. */
  prices: ReadonlyMap<string, number>;
};

export function catalogueCsvHeader(priceGroups: readonly string[]): string[] {
  return [...CATALOGUE_CSV_COLUMNS.map((c) => c.header), ...priceGroups.map(priceColumnHeader)];
}

export function catalogueCsvRecord(product: CatalogueCsvProduct, priceGroups: readonly string[]): string[] {
  const price = (g: string) => {
    const p = product.prices.get(g);
    return p === undefined ? '' : csvKc(p);
  };
  return [
    product.sku,
    product.name,
    product.ean ?? '',
    product.onSale ? 'ano' : 'ne',
    product.stockState ?? '',
    String(product.stockQuantity),
    String(product.vatRate),
    ...priceGroups.map(price),
  ];
}

export type CsvLineError = { line: number; column: string | null; message: string };

/** The columns of a header: fixed column index by key, and price column index by group. */
export type CatalogueCsvLayout = { fixed: Partial<Record<CatalogueCsvKey, number>>; prices: { priceGroup: string; index: number }[]; width: number };

/** Reads the header line (line 1): every required fixed column once, price columns of known groups. */
export function catalogueCsvLayout(header: readonly string[], priceGroups: readonly string[]): { ok: true; layout: CatalogueCsvLayout } | { ok: false; errors: CsvLineError[] } {
  const errors: CsvLineError[] = [];
  const fixed: Partial<Record<CatalogueCsvKey, number>> = {};
  const prices: { priceGroup: string; index: number }[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const title = (index === 0 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    if (seen.has(title)) {
      errors.push({ line: 1, column: title, message: CATALOGUE_MESSAGES.csvColumnTwice });
      return;
    }
    seen.add(title);
    const column = CATALOGUE_CSV_COLUMNS.find((c) => c.header === title);
    if (column) {
      fixed[column.key] = index;
      return;
    }
    const group = priceGroupOfHeader(title);
    if (group !== null && priceGroups.includes(group)) prices.push({ priceGroup: group, index });
    else errors.push({ line: 1, column: title, message: CATALOGUE_MESSAGES.csvUnknownColumn });
  });
  for (const c of CATALOGUE_CSV_COLUMNS) if (fixed[c.key] === undefined) errors.push({ line: 1, column: c.header, message: CATALOGUE_MESSAGES.csvMissingColumn });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, layout: { fixed, prices, width: header.length } };
}

/** One product line of an import, checked: what the line sets (prices: only the non-empty cells). */
export type CatalogueCsvRow = {
  line: number;
  sku: string;
  name: string;
  ean: string | null;
  onSale: boolean;
  stockState: StockState | null;
  stockQuantity: number;
  vatRate: VatRate;
  prices: { priceGroup: string; price: number }[];
};

/** Checks one data line (`line` is its 1-based line number in the file, the header being line 1). */
export function parseCatalogueCsvLine(fields: readonly string[], line: number, layout: CatalogueCsvLayout): { ok: true; row: CatalogueCsvRow } | { ok: false; errors: CsvLineError[] } {
  const errors: CsvLineError[] = [];
  if (fields.length !== layout.width) return { ok: false, errors: [{ line, column: null, message: CATALOGUE_MESSAGES.csvFieldCount }] };
  const cell = (key: CatalogueCsvKey) => (fields[layout.fixed[key] ?? -1] ?? '').trim();
  const header = (key: CatalogueCsvKey) => CATALOGUE_CSV_COLUMNS.find((c) => c.key === key)?.header ?? key;
  const fail = (key: CatalogueCsvKey | string, message: string) =>
    errors.push({ line, column: CATALOGUE_CSV_COLUMNS.some((c) => c.key === key) ? header(key as CatalogueCsvKey) : key, message });

  const sku = cell('sku');
  if (sku === '') fail('sku', CATALOGUE_MESSAGES.csvSkuEmpty);
  const name = cell('name').replace(/\s+/g, ' ');
  if (name === '') fail('name', CATALOGUE_MESSAGES.nameEmpty);
  else if (name.length > PRODUCT_NAME_MAX) fail('name', CATALOGUE_MESSAGES.nameTooLong);
  const ean = normalizeEanInput(cell('ean'));
  if (ean === undefined) fail('ean', CATALOGUE_MESSAGES.eanInvalid);
  const onSaleText = cell('onSale').toLowerCase();
  const onSale = onSaleText === 'ano' ? true : onSaleText === 'ne' ? false : null;
  if (onSale === null) fail('onSale', CATALOGUE_MESSAGES.onSaleInvalid);
  const stockText = cell('stockState');
  // Empty: no stock state (services such as an extended warranty have none).
  const stockState = stockText === '' ? null : stockText;
  if (stockState !== null && !isCatalogueStockState(stockState)) fail('stockState', CATALOGUE_MESSAGES.stockStateInvalid);
  const quantityText = cell('stockQuantity');
  const stockQuantity = /^\d{1,8}$/.test(quantityText) ? Number(quantityText) : -1;
  if (stockQuantity < 0 || stockQuantity > STOCK_QUANTITY_MAX) fail('stockQuantity', CATALOGUE_MESSAGES.stockQuantityInvalid);
  const vatRate = /^\d{1,2}$/.test(cell('vatRate')) ? Number(cell('vatRate')) : -1;
  if (!isVatRate(vatRate)) fail('vatRate', CATALOGUE_MESSAGES.vatInvalid);
  const prices: { priceGroup: string; price: number }[] = [];
  for (const { priceGroup, index } of layout.prices) {
    const text = (fields[index] ?? '').trim();
    if (text === '') continue;
    const price = parseCsvKc(text);
    const problem = price === null ? CATALOGUE_MESSAGES.priceInvalid : priceError(price);
    if (problem || price === null) fail(priceColumnHeader(priceGroup), problem ?? CATALOGUE_MESSAGES.priceInvalid);
    else prices.push({ priceGroup, price });
  }
  if (errors.length > 0 || ean === undefined || onSale === null || (stockState !== null && !isCatalogueStockState(stockState)) || !isVatRate(vatRate)) return { ok: false, errors };
  return { ok: true, row: { line, sku, name, ean, onSale, stockState, stockQuantity, vatRate, prices } };
}

/** What an import line changes against the stored product: product fields and/or prices. */
export function catalogueRowChanges(row: CatalogueCsvRow, current: CatalogueCsvProduct): { product: boolean; prices: { priceGroup: string; price: number }[] } {
  const product =
    row.name !== current.name ||
    row.ean !== current.ean ||
    row.onSale !== current.onSale ||
    row.stockState !== current.stockState ||
    row.stockQuantity !== current.stockQuantity ||
    row.vatRate !== current.vatRate;
  // A VAT change re-derives every price with tax, so every price of the line is written then.
  const prices = row.prices.filter((p) => row.vatRate !== current.vatRate || current.prices.get(p.priceGroup) !== p.price);
  return { product, prices };
}
