import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  QUANTITY_DEFAULTS,
  cartonSku,
  committedQuantity,
  convertPack,
  extendedWarrantyPercent,
  extendedWarrantyPrice,
  isPurchasable,
  normalizeQuantity,
  packTypeOfSku,
  parentSku,
  parseQuantityInput,
  resolveQuantitySettings,
  warrantyPrice,
} from '../../src/domain';

describe('isPurchasable', () => {
  const ok = { taxonomies: ['/catalogue/uklid'], price: 100, priceWithTax: 121, onSale: true, soldOut: false, stockState: 'stock' as string | null };
  it.each([
    ['a normal product', ok, true],
    ['a /virtual/ taxonomy', { ...ok, taxonomies: ['/catalogue/x', '/virtual/services'] }, false],
    ['a taxonomy merely containing virtual', { ...ok, taxonomies: ['/catalogue/virtual/x', '/virtualni'] }, true],
    ['price 0', { ...ok, price: 0 }, false],
    ['priceWithTax 0', { ...ok, priceWithTax: 0 }, false],
    ['negative price', { ...ok, price: -1 }, false],
    ['not on sale', { ...ok, onSale: false }, false],
    ['sold out', { ...ok, soldOut: true }, false],
    ['stock state sold-out, flag not set', { ...ok, stockState: 'sold-out' }, false],
    ['not on sale with stock', { ...ok, onSale: false, stockState: 'stock' }, false],
    ['no stock record', { ...ok, stockState: null }, true],
    ['no taxonomies', { ...ok, taxonomies: [] }, true],
  ])('%s → %s', (_name, product, expected) => {
    expect(isPurchasable(product)).toBe(expected);
  });
});

describe('quantity settings', () => {
  it('defaults: 1, min 1, max 100000, step 1, up', () => {
    expect(QUANTITY_DEFAULTS).toEqual({ default: 1, min: 1, max: 100_000, step: 1, rounding: 'up' });
    expect(resolveQuantitySettings()).toEqual(QUANTITY_DEFAULTS);
  });

  it('repairs broken settings', () => {
    expect(resolveQuantitySettings({ min: 5, max: 2, step: -1, rounding: 'sideways' as 'up', default: Number.NaN })).toEqual({
      default: 5,
      min: 5,
      max: 5,
      step: 1,
      rounding: 'up',
    });
  });

  it.each([
    [5, {}, 5],
    [0, {}, 1],
    [-3, {}, 1],
    [2.2, {}, 3],
    [200_000, {}, 100_000],
    [Number.NaN, {}, 1],
    [Number.POSITIVE_INFINITY, {}, 1],
    ['7' as unknown as number, {}, 1],
    [undefined as unknown as number, { default: 4 }, 4],
    [7, { min: 2, step: 3 }, 8],
    [7, { min: 2, step: 3, rounding: 'down' }, 5],
    [6, { min: 2, step: 3, rounding: 'nearest' }, 5],
    [6.5, { min: 2, step: 3, rounding: 'nearest' }, 8],
    [99, { min: 2, max: 10, step: 3 }, 8], // 8 is the largest 2 + k·3 not above 10
    [10, { min: 2, max: 10, step: 3 }, 8],
    [0.35, { min: 0.1, max: 1, step: 0.1 }, 0.4],
    [0.3, { min: 0.1, max: 1, step: 0.1 }, 0.3],
    [0.3, { min: 0.1, max: 1, step: 0.1, rounding: 'down' }, 0.3],
    [5, { default: 12, min: 12, step: 12 }, 12],
    [13, { min: 12, step: 12 }, 24],
  ] as const)('normalizeQuantity(%s, %j) = %s', (value, settings, expected) => {
    expect(normalizeQuantity(value as number, settings)).toBe(expected);
  });

  it('always satisfies min, max and step (property)', () => {
    const settings = fc.record(
      {
        default: fc.double({ min: -100, max: 1000, noNaN: true }),
        min: fc.integer({ min: 0, max: 100 }),
        max: fc.integer({ min: 0, max: 1000 }),
        step: fc.integer({ min: 1, max: 50 }),
        rounding: fc.constantFrom('up' as const, 'down' as const, 'nearest' as const),
      },
      { requiredKeys: [] },
    );
    const value = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -10, max: 2000 }));
    fc.assert(
      fc.property(value, settings, (v, s) => {
        const r = resolveQuantitySettings(s);
        const q = normalizeQuantity(v, s);
        const k = (q - r.min) / r.step;
        return q >= r.min && q <= r.max && Math.abs(k - Math.round(k)) < 1e-9;
      }),
    );
  });

  it('rounding up never gives less than the (clamped) value unless max forces it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 24 }), (v, step) => {
        const q = normalizeQuantity(v, { step });
        return q >= v || q + step > 100_000;
      }),
    );
  });

  it.each([
    ['3', 3],
    [' 2,5 ', 2.5],
    ['1 000', 1000],
    ['.5', 0.5],
    ['abc', Number.NaN],
    ['', Number.NaN],
    ['1e3', Number.NaN],
  ])('parseQuantityInput(%j) = %d', (text, expected) => {
    expect(parseQuantityInput(text)).toBe(expected);
  });
});

describe('committedQuantity', () => {
  it.each([
    ['', 7, 7],
    ['   ', 7, 7],
    ['abc', 4, 4],
    ['3', 7, 3],
    ['0', 7, 1],
    ['2,5', 1, 3],
  ])('box %j with previous %d commits %d', (text, previous, expected) => {
    expect(committedQuantity(text, previous)).toBe(expected);
  });

  it('normalises a typed value with the product settings (step 6)', () => {
    expect(committedQuantity('7', 6, { min: 6, step: 6 })).toBe(12);
    expect(committedQuantity('', 12, { min: 6, step: 6 })).toBe(12);
  });
});

describe('pack types', () => {
  it('builds and strips the -carton suffix', () => {
    expect(cartonSku('ABC-1')).toBe('ABC-1-carton');
    expect(cartonSku('ABC-1-carton')).toBe('ABC-1-carton');
    expect(parentSku('ABC-1-carton')).toBe('ABC-1');
    expect(parentSku('ABC-1')).toBe('ABC-1');
  });

  it.each([
    ['ABC', undefined, 'pcs'],
    ['ABC-carton', undefined, 'carton'],
    ['', undefined, 'na'],
    ['   ', undefined, 'na'],
    ['-carton', undefined, 'na'],
    [null, undefined, 'na'],
    [undefined, undefined, 'na'],
    ['ABC', 'ABC', 'pcs'],
    ['ABC-carton', 'ABC', 'carton'],
    ['XYZ', 'ABC', 'na'],
    ['XYZ-carton', 'ABC', 'na'],
  ] as const)('packTypeOfSku(%j, %j) = %s', (sku, productSku, expected) => {
    expect(packTypeOfSku(sku, productSku)).toBe(expected);
  });

  it('parentSku ∘ cartonSku is identity (property)', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => !s.endsWith('-carton')), (sku) => parentSku(cartonSku(sku)) === sku && packTypeOfSku(cartonSku(sku)) === 'carton'));
  });

  it('converts between cartons and pieces', () => {
    expect(convertPack(3, 'cartonToPcs', 12)).toBe(36);
    expect(convertPack(36, 'pcsToCarton', 12)).toBe(3);
    expect(convertPack(120, 'pcsToCarton', 50)).toBe(2.4);
    expect(() => convertPack(1, 'pcsToCarton', 0)).toThrow(RangeError);
    expect(() => convertPack(1, 'cartonToPcs', Number.NaN)).toThrow(RangeError);
  });

  it('conversion round trips (property)', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 500 }), (q, ppc) => convertPack(convertPack(q, 'cartonToPcs', ppc), 'pcsToCarton', ppc) === q));
  });
});

describe('extended warranty', () => {
  it('prices a percentage of the product price, rounded to a haléř', () => {
    expect(warrantyPrice(100_000, 10)).toBe(10_000);
    expect(warrantyPrice(12_345, 7.5)).toBe(926); // 925.875
    expect(warrantyPrice(1005, 50)).toBe(503); // 502.5 away from zero
  });

  it.each([
    [[{ code: 'warranty_zar01_percent', value: 10 }], 'zar01', 10],
    [[{ code: 'WARRANTY_ZAR02_PERCENT', value: '7,5 %' }], 'zar02', 7.5],
    [[{ code: 'zar02', value: '12' }], 'zar02', 12],
    [[{ code: 'warranty_zar01_percent', value: 10 }], 'zar02', null],
    [[{ code: 'warranty_zar01_percent', value: 'hodně' }], 'zar01', null],
    [[{ code: 'warranty_zar01_percent', value: -5 }], 'zar01', null],
    [[], 'zar01', null],
  ] as const)('%j for %s → %s', (parameters, code, expected) => {
    expect(extendedWarrantyPercent([...parameters], code)).toBe(expected);
  });

  it('extendedWarrantyPrice combines both', () => {
    expect(extendedWarrantyPrice(200_000, [{ code: 'warranty_zar01_percent', value: 5 }], 'zar01')).toBe(10_000);
    expect(extendedWarrantyPrice(200_000, [], 'zar01')).toBeNull();
  });
});
