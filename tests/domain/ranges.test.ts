import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { orderedRange } from '../../src/domain';

describe('orderedRange', () => {
  it.each([
    [{ from: 500, to: 100 }, { from: 100, to: 500 }],
    [{ from: 100, to: 500 }, { from: 100, to: 500 }],
    [{ from: 500 }, { from: 500 }],
    [{ from: null, to: 3 }, { from: null, to: 3 }],
    [{ code: 'v', from: 2, to: 1 }, { code: 'v', from: 1, to: 2 }],
  ])('%j → %j', (range, expected) => {
    expect(orderedRange(range)).toEqual(expected);
  });

  it('keeps both bounds and puts them in order (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const r = orderedRange({ from: a, to: b });
        return r.from === Math.min(a, b) && r.to === Math.max(a, b);
      }),
    );
  });
});
