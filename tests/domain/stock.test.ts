import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { STOCK_BANDS, STOCK_TEXTS, cartonAvailability, expectedDay, shopDate, stockAsOf, stockAvailability, stockBand } from '../../src/domain';

describe('stockBand', () => {
  it.each([
    [0, '1'],
    [0.4, '1'],
    [1, '1'],
    [1.9, '1'],
    [2, '2'],
    [2.99, '2'],
    [3, '3-5'],
    [4, '3-5'],
    [5, '3-5'],
    [5.01, '5-10'],
    [6, '5-10'],
    [10, '5-10'],
    [10.5, '10+'],
    [11, '10+'],
    [49, '10+'],
    [49.99, '10+'],
    [50, '50+'],
    [1_000_000, '50+'],
    [-5, '1'],
    [Number.NaN, '1'],
  ])('%d → %s', (quantity, band) => {
    expect(stockBand(quantity)).toBe(band);
  });

  it('uses the section 9 thresholds', () => {
    expect(STOCK_BANDS).toEqual([3, 5, 10, 50]);
  });

  // Each band as an independent predicate; the partition property checks exactly one holds
  // and that stockBand names that band.
  const bands: { label: (q: number) => string; holds: (q: number) => boolean }[] = [
    { label: (q) => String(Math.max(1, Math.floor(q))), holds: (q) => q < 3 },
    { label: () => '3-5', holds: (q) => q >= 3 && q <= 5 },
    { label: () => '5-10', holds: (q) => q > 5 && q <= 10 },
    { label: () => '10+', holds: (q) => q > 10 && q < 50 },
    { label: () => '50+', holds: (q) => q >= 50 },
  ];

  it('partitions all non-negative quantities (property)', () => {
    const quantity = fc.oneof(
      fc.nat(200),
      fc.double({ min: 0, max: 1e9, noNaN: true }),
      fc.constantFrom(0, 3, 5, 10, 50, 2.999999, 5.000001, 49.999999),
    );
    fc.assert(
      fc.property(quantity, (q) => {
        const matching = bands.filter((b) => b.holds(q));
        return matching.length === 1 && matching[0]!.label(q) === stockBand(q);
      }),
    );
  });

  it('is monotone: more stock never shows a lower band (property)', () => {
    const order = (label: string) => ['1', '2', '3-5', '5-10', '10+', '50+'].indexOf(label);
    fc.assert(fc.property(fc.nat(1000), fc.nat(1000), (a, b) => order(stockBand(Math.min(a, b))) <= order(stockBand(Math.max(a, b)))));
  });
});

describe('stockAvailability', () => {
  const onSale = (stock: Parameters<typeof stockAvailability>[0]['stock']) => ({ onSale: true, stock });

  it.each([
    ['not on sale', { onSale: false, stock: { state: 'stock', quantity: 100 } }, 'pcs', 'sold-out', 'Prodej byl ukončen', 'red', null],
    ['no stock info', { onSale: true, stock: null }, 'pcs', 'to-order', 'Skladem u dodavatele', 'green', null],
    ['stock missing', { onSale: true }, 'pcs', 'to-order', 'Skladem u dodavatele', 'green', null],
    ['stock 0', onSale({ state: 'stock', quantity: 0 }), 'pcs', 'stock', 'Skladem 1 ks', 'green', null],
    ['stock 2.7', onSale({ state: 'stock', quantity: 2.7 }), 'pcs', 'stock', 'Skladem 2 ks', 'green', null],
    ['stock 3', onSale({ state: 'stock', quantity: 3 }), 'pcs', 'stock', 'Skladem 3-5 ks', 'green', 'Skladem 3'],
    ['stock 7', onSale({ state: 'stock', quantity: 7 }), 'pcs', 'stock', 'Skladem 5-10 ks', 'green', 'Skladem 7'],
    ['stock 12.6', onSale({ state: 'stock', quantity: 12.6 }), 'pcs', 'stock', 'Skladem 10+ ks', 'green', 'Skladem 12'],
    ['stock 50', onSale({ state: 'stock', quantity: 50 }), 'pcs', 'stock', 'Skladem 50+ ks', 'green', 'Skladem 50'],
    ['stock cartons', onSale({ state: 'stock', quantity: 4 }), 'carton', 'stock', 'Skladem 3-5 karton', 'green', 'Skladem 4'],
    ['stock 1 carton', onSale({ state: 'stock', quantity: 1 }), 'carton', 'stock', 'Skladem 1 karton', 'green', null],
    ['on-way', onSale({ state: 'on-way', quantity: 0, timing: '15. 3. 2025' }), 'pcs', 'on-way', 'Očekáváme 15. 3. 2025', 'red', null],
    ['on-way, no timing', onSale({ state: 'on-way', quantity: 0, timing: null }), 'pcs', 'on-way', 'Očekáváme', 'red', null],
    ['ordered', onSale({ state: 'ordered', quantity: 0 }), 'pcs', 'ordered', 'Brzy bude naskladněno', 'green', null],
    ['to-order + note', onSale({ state: 'to-order', quantity: 0, note: 'do 5 dnů' }), 'pcs', 'to-order', 'Skladem u dodavatele (do 5 dnů)', 'green', null],
    ['to-order, blank note', onSale({ state: 'to-order', quantity: 0, note: '  ' }), 'pcs', 'to-order', 'Skladem u dodavatele', 'green', null],
    ['sold-out unavailable', onSale({ state: 'sold-out', quantity: 0, note: 'Momentálně nedostupné' }), 'pcs', 'sold-out', 'Momentálně nedostupné', 'red', null],
    ['sold-out other note', onSale({ state: 'sold-out', quantity: 0, note: 'jiná' }), 'pcs', 'sold-out', 'Prodej byl ukončen', 'red', null],
    ['sold-out no note', onSale({ state: 'sold-out', quantity: 0 }), 'pcs', 'sold-out', 'Prodej byl ukončen', 'red', null],
    ['unknown state', onSale({ state: 'whatever', quantity: 9, note: 'x' }), 'pcs', 'to-order', 'Skladem u dodavatele (x)', 'green', null],
  ] as const)('%s', (_name, product, pack, state, text, color, note) => {
    expect(stockAvailability(product, pack)).toEqual({ state, text, color, note });
  });

  it('defaults to pieces', () => {
    expect(stockAvailability({ onSale: true, stock: { state: 'stock', quantity: 60 } }).text).toBe('Skladem 50+ ks');
  });

  it('onSale false overrides every state; only on-way and sold-out are red (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ noNaN: true }), fc.option(fc.string()), fc.boolean(), (state, quantity, note, sale) => {
        const result = stockAvailability({ onSale: sale, stock: { state, quantity, note, timing: note } });
        if (!sale) return result.state === 'sold-out' && result.text === STOCK_TEXTS.soldOut;
        return (result.color === 'red') === (result.state === 'on-way' || result.state === 'sold-out');
      }),
    );
  });
});

describe('expected dates that have passed (issue 12, finding 3)', () => {
  // 23. 11. 2026, 10:00 in Prague.
  const now = new Date('2026-11-23T09:00:00Z');
  const onWay = (timing: string | null) => ({ state: 'on-way', quantity: 0, note: null, timing });

  it.each([
    ['20. 11. 2026', '2026-11-20'],
    ['7. 1. 2027', '2027-01-07'],
    ['2026-03-12', '2026-03-12'],
    ['31. 2. 2026', null],
    ['do 14 dnů', null],
    ['', null],
  ])('expectedDay(%j) = %j', (timing, day) => {
    expect(expectedDay(timing)).toBe(day);
  });

  it('shows an on-way product whose date has passed as ordered, never the past date', () => {
    const shown = stockAsOf(onWay('20. 11. 2026'), now);
    expect(shown).toEqual({ state: 'ordered', quantity: 0, note: null, timing: null });
    const availability = stockAvailability({ onSale: true, stock: shown });
    expect(availability).toMatchObject({ state: 'ordered', text: STOCK_TEXTS.ordered });
    expect(availability.text).not.toContain('2026');
  });

  it('keeps today, future dates, free-text timings and other states as they are', () => {
    for (const timing of ['23. 11. 2026', '24. 11. 2026', '2027-01-07', 'do 14 dnů', null]) {
      expect(stockAsOf(onWay(timing), now)).toEqual(onWay(timing));
    }
    const stock = { state: 'stock', quantity: 4, note: null, timing: '1. 1. 2020' };
    expect(stockAsOf(stock, now)).toBe(stock);
  });

  it('turns the day at midnight in Prague, not in UTC', () => {
    // 23:30 UTC on the 20th is already the 21st in Prague: the 20th has passed.
    expect(stockAsOf(onWay('20. 11. 2026'), new Date('2026-11-20T23:30:00Z')).state).toBe('ordered');
    expect(stockAsOf(onWay('21. 11. 2026'), new Date('2026-11-20T23:30:00Z')).state).toBe('on-way');
  });

  it('never shows a past date for any date and moment (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), fc.integer({ min: -400, max: 400 }), (moment, offset) => {
        const day = new Date(moment.getTime() + offset * 86_400_000);
        const timing = `${day.getUTCDate()}. ${day.getUTCMonth() + 1}. ${day.getUTCFullYear()}`;
        const shown = stockAvailability({ onSale: true, stock: stockAsOf(onWay(timing), moment) });
        if (shown.state === 'on-way') expect(expectedDay(timing)! >= shopDate(moment)).toBe(true);
      }),
    );
  });
});

describe('cartonAvailability (issue 12, finding 3)', () => {
  const product = (state: string, quantity: number, timing: string | null = null) => ({ onSale: true, stock: { state, quantity, note: null, timing } });

  it('is null where it would repeat the piece badge: on-way, ordered, supplier, sold out', () => {
    expect(cartonAvailability(product('on-way', 0, '7. 1. 2027'), 12)).toBeNull();
    expect(cartonAvailability(product('ordered', 0), 12)).toBeNull();
    expect(cartonAvailability(product('to-order', 0), 12)).toBeNull();
    expect(cartonAvailability({ onSale: false, stock: product('stock', 100).stock }, 12)).toBeNull();
  });

  it('is null below one whole carton instead of claiming "Skladem 1 karton"', () => {
    expect(cartonAvailability(product('stock', 11), 12)).toBeNull();
  });

  it('keeps the spec text "Skladem {band} karton" for whole cartons', () => {
    expect(cartonAvailability(product('stock', 12), 12)).toMatchObject({ text: 'Skladem 1 karton', note: null });
    expect(cartonAvailability(product('stock', 50), 12)).toMatchObject({ text: 'Skladem 3-5 karton', note: 'Skladem 4' });
  });

  it('is null without cartons', () => {
    expect(cartonAvailability(product('stock', 50), null)).toBeNull();
  });
});
