// The back-office catalogue's rules (src/domain/admin-catalogue.ts): the product edit's checks
// with their Czech messages, and the products-and-prices CSV (header, one line, money in Kč with a
// decimal comma, what a line changes).
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_MESSAGES,
  PRODUCT_PRICE_MAX,
  catalogueCsvHeader,
  catalogueCsvLayout,
  catalogueCsvRecord,
  catalogueRowChanges,
  checkProductEdit,
  csvKc,
  normalizeEanInput,
  parameterValue,
  parseCatalogueCsvLine,
  parseCsvKc,
  priceColumnHeader,
  priceError,
  stockReturnedByEdit,
  type CatalogueCsvProduct,
  type ProductEditInput,
} from '../../src/domain/index.js';

const KNOWN = { priceGroups: ['_default', 'b2b'], categoryHashes: new Set(['cat-a', 'cat-b']) };
const VALID: ProductEditInput = {
  name: 'Mop Čisto',
  description: '<p>Popis</p>',
  ean: '8594000000006',
  vatRate: 21,
  onSale: true,
  stockState: 'stock',
  stockQuantity: 5,
  parameters: [{ code: 'objem', name: 'Objem', value: '1,5', unit: 'l' }],
  prices: [
    { priceGroup: '_default', price: 12_990 },
    { priceGroup: 'b2b', price: null },
  ],
  tiers: [{ priceGroup: '_default', packType: 'pcs', minQuantity: 10, price: 11_990 }],
  categoryHashes: ['cat-b', 'cat-a', 'cat-b'],
  mainCategoryHash: 'cat-a',
};

describe('product edit', () => {
  it('normalises a valid edit', () => {
    const checked = checkProductEdit({ ...VALID, name: '  Mop   Čisto ', ean: ' 8594 0000 00006 ' }, KNOWN);
    expect(checked).toEqual({
      ok: true,
      value: {
        name: 'Mop Čisto',
        description: '<p>Popis</p>',
        ean: '8594000000006',
        vatRate: 21,
        onSale: true,
        stockState: 'stock',
        stockQuantity: 5,
        parameters: [{ code: 'objem', name: 'Objem', value: 1.5, unit: 'l' }],
        prices: [{ priceGroup: '_default', price: 12_990 }],
        tiers: [{ priceGroup: '_default', packType: 'pcs', minQuantity: 10, price: 11_990 }],
        categoryHashes: ['cat-b', 'cat-a'],
        mainCategoryHash: 'cat-a',
      },
    });
  });

  it('accepts no EAN, no stock state (a service), a zero price, and takes the first category as the main one', () => {
    const checked = checkProductEdit({ ...VALID, ean: '', stockState: '', prices: [{ priceGroup: '_default', price: 0 }], tiers: [], mainCategoryHash: null }, KNOWN);
    expect(checked.ok && checked.value).toMatchObject({ ean: null, stockState: null, mainCategoryHash: 'cat-b' });
  });

  it('lists every error with its field and Czech message', () => {
    const checked = checkProductEdit(
      {
        ...VALID,
        name: ' ',
        description: 'x'.repeat(50_001),
        ean: '8594000000007',
        vatRate: 20,
        stockState: 'skladem',
        stockQuantity: 1.5,
        parameters: [
          { code: '', name: 'A', value: '1' },
          { code: 'a', name: 'A', value: 'x'.repeat(201) },
          { code: 'b', name: 'B', value: '1' },
          { code: 'b', name: 'B', value: '2' },
        ],
        prices: [
          { priceGroup: '_default', price: -1 },
          { priceGroup: '_default', price: 100 },
          { priceGroup: 'x', price: 100 },
          { priceGroup: 'b2b', price: PRODUCT_PRICE_MAX + 1 },
        ],
        tiers: [
          { priceGroup: 'x', packType: 'pcs', minQuantity: 5, price: 100 },
          { priceGroup: 'b2b', packType: 'pcs', minQuantity: 5, price: 100 },
        ],
        categoryHashes: ['nope'],
      },
      KNOWN,
    );
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? [] : checked.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { code: 'NAME_EMPTY', field: 'name', message: CATALOGUE_MESSAGES.nameEmpty },
        { code: 'DESCRIPTION_TOO_LONG', field: 'description', message: CATALOGUE_MESSAGES.descriptionTooLong },
        { code: 'EAN_INVALID', field: 'ean', message: CATALOGUE_MESSAGES.eanInvalid },
        { code: 'VAT_INVALID', field: 'vatRate', message: CATALOGUE_MESSAGES.vatInvalid },
        { code: 'STOCK_STATE_INVALID', field: 'stockState', message: CATALOGUE_MESSAGES.stockStateInvalid },
        { code: 'STOCK_QUANTITY_INVALID', field: 'stockQuantity', message: CATALOGUE_MESSAGES.stockQuantityInvalid },
        { code: 'PARAMETER_EMPTY', field: 'parameters.0', message: CATALOGUE_MESSAGES.parameterEmpty },
        { code: 'PARAMETER_TOO_LONG', field: 'parameters.1', message: CATALOGUE_MESSAGES.parameterTooLong },
        { code: 'PARAMETER_TWICE', field: 'parameters.3', message: CATALOGUE_MESSAGES.parameterTwice },
        { code: 'PRICE_INVALID', field: 'prices._default', message: CATALOGUE_MESSAGES.priceInvalid },
        { code: 'PRICE_GROUP_TWICE', field: 'prices._default', message: CATALOGUE_MESSAGES.priceGroupTwice },
        { code: 'PRICE_GROUP_UNKNOWN', field: 'prices.x', message: CATALOGUE_MESSAGES.priceGroupUnknown },
        { code: 'PRICE_INVALID', field: 'prices.b2b', message: CATALOGUE_MESSAGES.priceTooHigh },
        { code: 'PRICE_GROUP_UNKNOWN', field: 'tiers.0', message: CATALOGUE_MESSAGES.priceGroupUnknown },
        { code: 'TIER_WITHOUT_PRICE', field: 'tiers.1', message: CATALOGUE_MESSAGES.tierWithoutPrice },
        { code: 'CATEGORY_UNKNOWN', field: 'categoryHashes', message: CATALOGUE_MESSAGES.categoryUnknown },
      ]),
    );
  });

  it('checks quantity tiers, categories and the main category', () => {
    const errorsOf = (input: Partial<ProductEditInput>) => {
      const checked = checkProductEdit({ ...VALID, ...input }, KNOWN);
      return checked.ok ? [] : checked.errors.map((e) => e.code);
    };
    expect(errorsOf({ tiers: [{ priceGroup: '_default', packType: 'box', minQuantity: 5, price: 1 }] })).toEqual(['TIER_PACK_INVALID']);
    expect(errorsOf({ tiers: [{ priceGroup: '_default', packType: 'pcs', minQuantity: 0, price: 1 }] })).toEqual(['TIER_QUANTITY_INVALID']);
    expect(errorsOf({ tiers: [{ priceGroup: '_default', packType: 'carton', minQuantity: 1, price: 1 }] })).toEqual([]);
    expect(errorsOf({ tiers: [{ priceGroup: '_default', packType: 'pcs', minQuantity: 2, price: -5 }] })).toEqual(['PRICE_INVALID']);
    expect(
      errorsOf({
        tiers: [
          { priceGroup: '_default', packType: 'carton', minQuantity: 2, price: 5 },
          { priceGroup: '_default', packType: 'carton', minQuantity: 2, price: 4 },
        ],
      }),
    ).toEqual(['TIER_TWICE']);
    expect(errorsOf({ tiers: Array.from({ length: 31 }, (_, i) => ({ priceGroup: '_default', packType: 'pcs', minQuantity: i + 1, price: 1 })) })).toEqual(['TIERS_TOO_MANY']);
    expect(errorsOf({ parameters: Array.from({ length: 101 }, (_, i) => ({ code: `p${i}`, name: 'P', value: '1' })) })).toEqual(['PARAMETERS_TOO_MANY']);
    expect(errorsOf({ categoryHashes: [] })).toEqual(['CATEGORY_NONE']);
    expect(errorsOf({ mainCategoryHash: 'cat-x' })).toEqual(['MAIN_CATEGORY']);
    expect(errorsOf({ prices: [{ priceGroup: '_default', price: null }], tiers: [] })).toEqual(['NO_PRICE']);
    expect(errorsOf({ name: 'x'.repeat(201) })).toEqual(['NAME_TOO_LONG']);
  });

  it('helpers: parameter values, EAN, price bounds, restock', () => {
    expect(parameterValue(' 12 ')).toBe(12);
    expect(parameterValue('0,75')).toBe(0.75);
    expect(parameterValue('bílá')).toBe('bílá');
    expect(parameterValue('1.2.3')).toBe('1.2.3');
    expect(normalizeEanInput(null)).toBeNull();
    expect(normalizeEanInput('ABC')).toBeUndefined();
    expect(priceError(0)).toBeNull();
    expect(priceError(1.5)).toBe(CATALOGUE_MESSAGES.priceInvalid);
    expect(stockReturnedByEdit(0, 1)).toBe(true);
    expect(stockReturnedByEdit(-2, 3)).toBe(true);
    expect(stockReturnedByEdit(1, 5)).toBe(false);
    expect(stockReturnedByEdit(0, 0)).toBe(false);
  });
});

describe('CSV of products and prices', () => {
  const groups = ['_default', 'b2b'];
  const product: CatalogueCsvProduct = {
    sku: 'MOP-1',
    name: 'Mop; "Profi"',
    ean: null,
    onSale: true,
    stockState: 'stock',
    stockQuantity: 12,
    vatRate: 21,
    prices: new Map([['_default', 123_450]]),
  };

  it('money in Kč with a decimal comma, exact both ways', () => {
    expect(csvKc(123_450)).toBe('1234,50');
    expect(csvKc(5)).toBe('0,05');
    expect(csvKc(-250)).toBe('-2,50');
    expect(parseCsvKc('1234,50')).toBe(123_450);
    expect(parseCsvKc('1 234,5')).toBe(123_450);
    expect(parseCsvKc('99')).toBe(9_900);
    expect(parseCsvKc('12.05 Kč')).toBe(1_205);
    expect(parseCsvKc('0,1')).toBe(10);
    for (const bad of ['', 'sto', '1,234', '-5', '1e3']) expect(parseCsvKc(bad), bad).toBeNull();
    for (let h = 0; h < 10_000; h += 7) expect(parseCsvKc(csvKc(h))).toBe(h);
  });

  it('a record reads back as the same product (0 changes)', () => {
    const header = catalogueCsvHeader(groups);
    expect(header).toEqual([...CATALOGUE_CSV_COLUMNS.map((c) => c.header), 'Cena bez DPH (_default)', 'Cena bez DPH (b2b)']);
    const record = catalogueCsvRecord(product, groups);
    expect(record).toEqual(['MOP-1', 'Mop; "Profi"', '', 'ano', 'stock', '12', '21', '1234,50', '']);
    const layout = catalogueCsvLayout([`\uFEFF${header[0]}`, ...header.slice(1)], groups);
    if (!layout.ok) throw new Error('layout');
    const line = parseCatalogueCsvLine(record, 2, layout.layout);
    if (!line.ok) throw new Error(JSON.stringify(line.errors));
    expect(line.row).toEqual({ line: 2, sku: 'MOP-1', name: 'Mop; "Profi"', ean: null, onSale: true, stockState: 'stock', stockQuantity: 12, vatRate: 21, prices: [{ priceGroup: '_default', price: 123_450 }] });
    expect(catalogueRowChanges(line.row, product)).toEqual({ product: false, prices: [] });
    expect(catalogueRowChanges({ ...line.row, prices: [{ priceGroup: '_default', price: 100 }] }, product)).toEqual({ product: false, prices: [{ priceGroup: '_default', price: 100 }] });
    expect(catalogueRowChanges({ ...line.row, vatRate: 12 }, product)).toEqual({ product: true, prices: [{ priceGroup: '_default', price: 123_450 }] });
    expect(catalogueRowChanges({ ...line.row, stockQuantity: 3 }, product).product).toBe(true);
    const serviceLine = parseCatalogueCsvLine(catalogueCsvRecord({ ...product, stockState: null, onSale: false }, groups), 3, layout.layout);
    expect(serviceLine.ok && serviceLine.row).toMatchObject({ stockState: null, onSale: false });
  });

  it('the header: required columns, known price groups, no column twice; columns in any order', () => {
    const layout = catalogueCsvLayout(['Kód', 'Název', 'Název', priceColumnHeader('neni'), 'Cena'], groups);
    expect(layout.ok ? [] : layout.errors).toEqual(
      expect.arrayContaining([
        { line: 1, column: 'Název', message: CATALOGUE_MESSAGES.csvColumnTwice },
        { line: 1, column: 'Cena bez DPH (neni)', message: CATALOGUE_MESSAGES.csvUnknownColumn },
        { line: 1, column: 'Cena', message: CATALOGUE_MESSAGES.csvUnknownColumn },
        { line: 1, column: 'EAN', message: CATALOGUE_MESSAGES.csvMissingColumn },
      ]),
    );
    const reordered = catalogueCsvLayout([priceColumnHeader('b2b'), ...[...CATALOGUE_CSV_COLUMNS].reverse().map((c) => c.header)], groups);
    expect(reordered.ok).toBe(true);
  });

  it('a bad line: every cell error with its line and column', () => {
    const layout = catalogueCsvLayout(catalogueCsvHeader(groups), groups);
    if (!layout.ok) throw new Error('layout');
    const bad = parseCatalogueCsvLine(['', ' ', '123', 'možná', 'skladem', '-1', '20', 'sto', '0,001'], 7, layout.layout);
    expect(bad.ok ? [] : bad.errors).toEqual([
      { line: 7, column: 'Kód', message: CATALOGUE_MESSAGES.csvSkuEmpty },
      { line: 7, column: 'Název', message: CATALOGUE_MESSAGES.nameEmpty },
      { line: 7, column: 'EAN', message: CATALOGUE_MESSAGES.eanInvalid },
      { line: 7, column: 'V prodeji', message: CATALOGUE_MESSAGES.onSaleInvalid },
      { line: 7, column: 'Stav skladu', message: CATALOGUE_MESSAGES.stockStateInvalid },
      { line: 7, column: 'Skladem ks', message: CATALOGUE_MESSAGES.stockQuantityInvalid },
      { line: 7, column: 'DPH %', message: CATALOGUE_MESSAGES.vatInvalid },
      { line: 7, column: 'Cena bez DPH (_default)', message: CATALOGUE_MESSAGES.priceInvalid },
      { line: 7, column: 'Cena bez DPH (b2b)', message: CATALOGUE_MESSAGES.priceInvalid },
    ]);
    expect(parseCatalogueCsvLine(['a'], 9, layout.layout)).toEqual({ ok: false, errors: [{ line: 9, column: null, message: CATALOGUE_MESSAGES.csvFieldCount }] });
    const long = parseCatalogueCsvLine(['A', 'x'.repeat(201), '', 'ne', 'stock', '1', '21', '99999999,99', ''], 4, layout.layout);
    expect(long.ok ? [] : long.errors).toEqual([
      { line: 4, column: 'Název', message: CATALOGUE_MESSAGES.nameTooLong },
      { line: 4, column: 'Cena bez DPH (_default)', message: CATALOGUE_MESSAGES.priceTooHigh },
    ]);
  });
});
