import { describe, expect, it } from 'vitest';
import { formatUnitPrice, packContent, unitPriceOf } from '../../src/domain';

const p = (code: string, value: string | number, unit?: string) => ({ code, name: code, value, unit: unit ?? null });

describe('packContent: the pack size behind a unit price', () => {
  it('reads litres of a packed liquid, not its gross weight', () => {
    expect(packContent([p('objem', 0.75, 'l'), p('baleni', 'láhev'), p('hmotnost', 0.82, 'kg')])).toEqual({ amount: 0.75, unit: 'l' });
    expect(packContent([p('objem', 500, 'ml'), p('baleni', 'sprej')])).toEqual({ amount: 0.5, unit: 'l' });
  });

  it('reads kilograms of a powder or soap without a volume', () => {
    expect(packContent([p('hmotnost', 3, 'kg'), p('baleni', 'krabice')])).toEqual({ amount: 3, unit: 'kg' });
    expect(packContent([p('hmotnost', '0,5', 'kg'), p('baleni', '5 × 100 g')])).toEqual({ amount: 0.5, unit: 'kg' });
  });

  it('reads a count in the pack as pieces', () => {
    expect(packContent([p('objem', 60, 'l'), p('baleni', '50 ks')])).toEqual({ amount: 50, unit: 'ks' });
    expect(packContent([p('baleni', '16 rolí')])).toEqual({ amount: 16, unit: 'ks' });
  });

  it('gives nothing for devices and containers (no "Balení"): a 10 l bucket has no price per litre', () => {
    expect(packContent([p('objem', 10, 'l'), p('material', 'polypropylen'), p('hmotnost', 0.7, 'kg')])).toBeNull();
    expect(packContent([])).toBeNull();
    expect(packContent([p('baleni', 'láhev')])).toBeNull();
    expect(packContent([p('baleni', 'láhev'), p('objem', 0, 'l')])).toBeNull();
  });
});

describe('unit price', () => {
  it('divides and rounds to whole haléře', () => {
    expect(unitPriceOf(8_990, { amount: 0.75, unit: 'l' })).toBe(11_987);
    expect(unitPriceOf(15_900, { amount: 50, unit: 'ks' })).toBe(318);
  });

  it('is written "xx,xx Kč/l"', () => {
    expect(formatUnitPrice(11_987, 'l')).toBe('119,87\u00a0Kč/l');
    expect(formatUnitPrice(318, 'ks')).toBe('3,18\u00a0Kč/ks');
    expect(formatUnitPrice(100_000, 'kg')).toBe('1\u00a0000,00\u00a0Kč/kg');
  });
});
