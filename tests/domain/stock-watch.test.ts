// The stock watchdog's rules (issue 16): what may be watched, when a watch is fulfilled (the
// purchasability and availability rules, with the quantity asked for), states, lifetime, and the
// form's schema with its Czech messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  STOCK_WATCH_LIFETIME_DAYS,
  STOCK_WATCH_TEXTS,
  atMostMessage,
  canWatchStock,
  isWatchable,
  stockAvailability,
  stockReturned,
  stockWatchExpiry,
  stockWatchSchema,
  stockWatchState,
  type StockWatchProduct,
} from '../../src/domain';

const NOW = new Date('2026-06-01T10:00:00Z');

function product(overrides: Partial<StockWatchProduct> = {}): StockWatchProduct {
  return {
    taxonomies: ['/uklid'],
    price: 10_000,
    priceWithTax: 12_100,
    onSale: true,
    soldOut: false,
    stockState: 'stock',
    stock: { state: 'stock', quantity: 5, note: null, timing: null },
    ...overrides,
  };
}

describe('which products may be watched', () => {
  it.each([
    ['stock', false],
    ['sold-out', true],
    ['to-order', true],
    ['on-way', true],
    ['ordered', true],
  ])('availability %s → %s', (state, watchable) => {
    expect(canWatchStock(state)).toBe(watchable);
  });

  it('follows stockAvailability: not on sale, no stock record, a late on-way delivery', () => {
    expect(isWatchable({ onSale: true, stock: { state: 'stock', quantity: 3 } }, NOW)).toBe(false);
    expect(isWatchable({ onSale: false, stock: { state: 'stock', quantity: 3 } }, NOW)).toBe(true);
    expect(isWatchable({ onSale: true, stock: null }, NOW)).toBe(true);
    expect(isWatchable({ onSale: true, stock: { state: 'on-way', quantity: 0, timing: '1. 5. 2026' } }, NOW)).toBe(true);
  });

  it('is offered exactly where the shopper does not see "Skladem"', () => {
    const states = fc.constantFrom('stock', 'sold-out', 'to-order', 'on-way', 'ordered', 'mystery');
    fc.assert(
      fc.property(fc.boolean(), states, fc.integer({ min: -5, max: 100 }), (onSale, state, quantity) => {
        const stock = { state, quantity };
        expect(isWatchable({ onSale, stock }, NOW)).toBe(stockAvailability({ onSale, stock }).state !== 'stock');
      }),
    );
  });
});

describe('when stock has returned', () => {
  it('needs a purchasable product in stock in the quantity asked for (1 without one)', () => {
    expect(stockReturned(product(), null, NOW)).toBe(true);
    expect(stockReturned(product(), 5, NOW)).toBe(true);
    expect(stockReturned(product(), 6, NOW)).toBe(false);
    expect(stockReturned(product({ stock: { state: 'stock', quantity: 0 } }), null, NOW)).toBe(false);
    expect(stockReturned(product({ soldOut: true }), null, NOW)).toBe(false);
    expect(stockReturned(product({ onSale: false }), null, NOW)).toBe(false);
    expect(stockReturned(product({ price: 0 }), null, NOW)).toBe(false);
    expect(stockReturned(product({ taxonomies: ['/virtual/sluzby'] }), null, NOW)).toBe(false);
    expect(stockReturned(product({ stockState: 'to-order', stock: { state: 'to-order', quantity: 50 } }), null, NOW)).toBe(false);
    expect(stockReturned(product({ stockState: null, stock: null }), null, NOW)).toBe(false);
  });
});

describe('states and lifetime', () => {
  const expiresAt = stockWatchExpiry(NOW);
  it('lives about six months', () => {
    expect(STOCK_WATCH_LIFETIME_DAYS).toBe(183);
    expect(expiresAt.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(STOCK_WATCH_TEXTS.lifetime).toContain('183 dní');
  });

  it('is notified, cancelled, expired or active, with a Czech text each', () => {
    const later = new Date(expiresAt.getTime() + 1);
    expect(stockWatchState({ notifiedAt: NOW, cancelledAt: null, expiresAt }, later)).toBe('notified');
    expect(stockWatchState({ notifiedAt: null, cancelledAt: NOW, expiresAt }, later)).toBe('cancelled');
    expect(stockWatchState({ notifiedAt: null, cancelledAt: null, expiresAt }, later)).toBe('expired');
    expect(stockWatchState({ notifiedAt: null, cancelledAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(stockWatchState({ notifiedAt: null, cancelledAt: null, expiresAt }, NOW)).toBe('active');
    expect(STOCK_WATCH_TEXTS.states).toEqual({ active: 'Hlídá se', notified: 'Odesláno upozornění', cancelled: 'Zrušeno', expired: 'Vypršelo' });
  });
});

describe('the form', () => {
  const parse = (input: Record<string, unknown>) => stockWatchSchema.safeParse({ sku: 'MOP-100', email: 'jana@example.cz', ...input });
  const messages = (input: Record<string, unknown>) => {
    const result = parse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes an e-mail and an optional whole quantity from 1 to 100 000', () => {
    expect(parse({ email: ' Jana@Example.cz ', quantity: '' }).data).toEqual({ sku: 'MOP-100', email: 'Jana@Example.cz', quantity: null });
    expect(parse({ quantity: null }).data?.quantity).toBeNull();
    expect(parse({ quantity: undefined }).data?.quantity).toBeNull();
    expect(parse({ quantity: '12' }).data?.quantity).toBe(12);
    expect(parse({ quantity: 100_000 }).data?.quantity).toBe(100_000);
  });

  it('answers bad input with the Czech messages', () => {
    expect(messages({ email: '' })).toEqual([`email: ${MESSAGES.required}`]);
    expect(messages({ email: 'jana@' })).toEqual([`email: ${MESSAGES.invalidEmail}`]);
    expect(messages({ quantity: '0' })).toEqual(['quantity: Zadejte číslo větší než 0.']);
    expect(messages({ quantity: 'hodně' })).toEqual(['quantity: Zadejte číslo větší než 0.']);
    expect(messages({ quantity: '1.5' })).toEqual([`quantity: ${MESSAGES.wholeNumber}`]);
    expect(messages({ quantity: 100_001 })).toEqual([`quantity: ${atMostMessage(100_000)}`]);
    expect(atMostMessage(100_000)).toBe('Zadejte číslo nejvýše 100\u00a0000.');
    expect(messages({ sku: '' })).toEqual([`sku: ${MESSAGES.required}`]);
  });
});
