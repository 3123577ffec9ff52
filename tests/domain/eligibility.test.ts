import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { METHOD_RULE_FIELDS, eligibilityReasons, methodEligibility, type MethodRule } from '../../src/domain';

const cart = { weight: 5000, maxProductDimension: 80, volume: 20_000, skus: ['A', 'B'], total: 150_000 };
const guest = { loggedIn: false };
const member = { loggedIn: true };

describe('methodEligibility', () => {
  it.each([
    ['no conditions', {}, guest, []],
    ['all conditions null', { minWeight: null, maxWeight: null, dimension: null, maxVolume: null, productSkus: null, priceFrom: null, priceTo: null, registeredUsers: null }, guest, []],
    ['min weight equal (inclusive)', { minWeight: 5000 }, guest, []],
    ['min weight above', { minWeight: 5001 }, guest, ['minWeight']],
    ['max weight equal (exclusive)', { maxWeight: 5000 }, guest, ['maxWeight']],
    ['max weight above', { maxWeight: 5001 }, guest, []],
    ['max weight 0 is set', { maxWeight: 0 }, guest, ['maxWeight']],
    ['dimension equal', { dimension: 80 }, guest, []],
    ['dimension below', { dimension: 79 }, guest, ['dimension']],
    ['volume equal', { maxVolume: 20_000 }, guest, []],
    ['volume below', { maxVolume: 19_999 }, guest, ['maxVolume']],
    ['sku list hit', { productSkus: ['X', 'B'] }, guest, []],
    ['sku list miss', { productSkus: ['X'] }, guest, ['productSkus']],
    ['empty sku list is unset', { productSkus: [] }, guest, []],
    ['priceFrom equal', { priceFrom: 150_000 }, guest, []],
    ['priceFrom above', { priceFrom: 150_001 }, guest, ['priceFrom']],
    ['priceTo equal', { priceTo: 150_000 }, guest, []],
    ['priceTo below', { priceTo: 149_999 }, guest, ['priceTo']],
    ['registered users, guest', { registeredUsers: true }, guest, ['registeredUsers']],
    ['registered users, logged in', { registeredUsers: true }, member, []],
    ['registeredUsers false is unset', { registeredUsers: false }, guest, []],
    ['several failures in field order', { priceTo: 1, registeredUsers: true, minWeight: 99_999 }, guest, ['minWeight', 'priceTo', 'registeredUsers']],
  ] as [string, MethodRule, { loggedIn: boolean }, string[]][])('%s', (_name, rule, user, failed) => {
    expect(methodEligibility(rule, cart, user)).toEqual({ eligible: failed.length === 0, failed });
  });

  const ruleArb = fc.record(
    {
      minWeight: fc.option(fc.integer({ min: 0, max: 10_000 })),
      maxWeight: fc.option(fc.integer({ min: 0, max: 10_000 })),
      dimension: fc.option(fc.integer({ min: 0, max: 200 })),
      maxVolume: fc.option(fc.integer({ min: 0, max: 50_000 })),
      productSkus: fc.option(fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 3 })),
      priceFrom: fc.option(fc.integer({ min: 0, max: 300_000 })),
      priceTo: fc.option(fc.integer({ min: 0, max: 300_000 })),
      registeredUsers: fc.option(fc.boolean()),
    },
    { requiredKeys: [] },
  );
  const cartArb = fc.record({
    weight: fc.integer({ min: 0, max: 10_000 }),
    maxProductDimension: fc.integer({ min: 0, max: 200 }),
    volume: fc.integer({ min: 0, max: 50_000 }),
    skus: fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 4 }),
    total: fc.integer({ min: 0, max: 300_000 }),
  });
  const userArb = fc.record({ loggedIn: fc.boolean() });

  it('with no conditions every cart is eligible (property)', () => {
    fc.assert(fc.property(cartArb, userArb, (c, u) => methodEligibility({}, c, u).eligible));
  });

  it('adding a condition never makes an ineligible cart eligible (property)', () => {
    fc.assert(
      fc.property(ruleArb, ruleArb, cartArb, userArb, (rule, more, c, u) => {
        const before = methodEligibility(rule, c, u);
        // Conditions of `more` that the first rule does not set are added to it.
        const merged: MethodRule = { ...rule };
        for (const field of METHOD_RULE_FIELDS) {
          if (merged[field] === null || merged[field] === undefined) (merged as Record<string, unknown>)[field] = more[field];
        }
        const after = methodEligibility(merged, c, u);
        return (before.eligible || !after.eligible) && before.failed.every((f) => after.failed.includes(f));
      }),
    );
  });

  it('failed lists only rule field names (property)', () => {
    fc.assert(fc.property(ruleArb, cartArb, userArb, (r, c, u) => methodEligibility(r, c, u).failed.every((f) => (METHOD_RULE_FIELDS as readonly string[]).includes(f))));
  });
});

describe('eligibilityReasons', () => {
  it('explains failed fields in Czech and skips unknown names', () => {
    expect(eligibilityReasons(['registeredUsers', 'bogus', 'toString'])).toEqual(['Tento způsob je dostupný pouze přihlášeným zákazníkům.']);
    expect(eligibilityReasons(METHOD_RULE_FIELDS)).toHaveLength(8);
  });
});
