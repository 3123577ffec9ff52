import { describe, expect, it } from 'vitest';
import { CART_SUBJECTS_LIMIT, cartErrorMessage, groupRefusals } from '../../src/domain';

describe('groupRefusals', () => {
  it('says a shared reason once, naming every line it refused', () => {
    const limit = cartErrorMessage('CART_LIMIT', 'A');
    const refusals = ['A', 'B', 'C', 'D'].map((sku) => ({ sku, message: limit }));
    const names: Record<string, string> = { A: 'Mop', B: 'Kbelík', C: 'Houba', D: 'Hadr' };
    expect(groupRefusals(refusals, (sku) => names[sku] ?? sku)).toEqual([`Košík může obsahovat nejvýše ${CART_SUBJECTS_LIMIT} položek. (Mop, Kbelík, Houba, Hadr)`]);
  });

  it('keeps per-line reasons that name their product, in order of appearance', () => {
    const refusals = [
      { sku: 'X-1', message: cartErrorMessage('OUT_OF_STOCK', 'X-1', { available: 2 }) },
      { sku: 'Y-2', message: cartErrorMessage('UNKNOWN_SKU', 'Y-2') },
      { sku: 'X-1', message: cartErrorMessage('OUT_OF_STOCK', 'X-1', { available: 2 }) },
      { sku: null, message: 'Obecná chyba.' },
    ];
    expect(groupRefusals(refusals)).toEqual(['Produktu X-1 je skladem pouze 2 ks.', 'Produkt Y-2 neexistuje.', 'Obecná chyba.']);
  });
});
