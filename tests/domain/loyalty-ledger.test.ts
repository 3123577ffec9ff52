// The loyalty ledger rules (src/domain/loyalty.ts), as the server applies them: for any sequence
// of purchases, inquiries, payment cancellations/failures, paid retries, gifts and adjustments the
// balance is the sum of the movements, never negative, and a spend beyond it is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOYALTY_RESTORED_NOTE,
  adjustmentMovement,
  canSpendPoints,
  formatPointsChange,
  ledgerBalance,
  loyaltyMovementText,
  orderEarnedPoints,
  parseLoyaltyMovementKind,
  purchaseMovements,
  restoreMovement,
  reversalMovement,
  reversalNote,
  type LoyaltyMovementDraft,
} from '../../src/domain';

type Movement = LoyaltyMovementDraft & { order: number | null };

type Event =
  | { type: 'order'; destiny: 'purchase' | 'inquiry' | 'reservation'; cartPoints: number; giftPoints: number[] }
  | { type: 'void'; order: number }
  | { type: 'paid'; order: number }
  | { type: 'adjust'; points: number };

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    type: fc.constant('order' as const),
    destiny: fc.constantFrom('purchase' as const, 'inquiry' as const, 'reservation' as const),
    cartPoints: fc.integer({ min: 0, max: 2000 }),
    giftPoints: fc.array(fc.constantFrom(50, 100, 150, 300, 600, 1000), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('void' as const), order: fc.nat(20) }),
  fc.record({ type: fc.constant('paid' as const), order: fc.nat(20) }),
  fc.record({ type: fc.constant('adjust' as const), points: fc.integer({ min: -1500, max: 1500 }) }),
);

/** Runs the events through the domain rules exactly as accounts-loyalty.ts writes them. */
function run(events: readonly Event[], check: (ledger: readonly Movement[]) => void) {
  const ledger: Movement[] = [];
  const placed: { net: number; destiny: string }[] = [];
  const holds = (order: number) => ledgerBalance(ledger.filter((m) => m.order === order));
  for (const e of events) {
    const balance = ledgerBalance(ledger);
    if (e.type === 'order') {
      const outcome = purchaseMovements(balance, e);
      const spent = e.giftPoints.reduce((s, p) => s + p, 0);
      const earned = orderEarnedPoints({ destiny: e.destiny, hasCustomer: true, cartPoints: e.cartPoints });
      if (e.destiny !== 'purchase') {
        // An inquiry or a reservation moves nothing.
        expect(outcome).toEqual({ ok: true, movements: [] });
        expect(earned).toBe(0);
      } else {
        // Gifts beyond the points this purchase earns are refused, and nothing is written.
        expect(outcome.ok).toBe(spent <= earned);
      }
      if (outcome.ok) {
        const order = placed.length;
        placed.push({ net: ledgerBalance(outcome.movements), destiny: e.destiny });
        ledger.push(...outcome.movements.map((m) => ({ ...m, order })));
      }
    } else if (e.type === 'void' || e.type === 'paid') {
      if (e.order >= placed.length) continue;
      const draft = e.type === 'void' ? reversalMovement(balance, holds(e.order)) : restoreMovement(placed[e.order]!.net, holds(e.order));
      if (draft) ledger.push({ ...draft, order: e.order });
      if (e.type === 'void') expect(holds(e.order)).toBeLessThanOrEqual(Math.max(0, placed[e.order]!.net - balance));
    } else {
      const outcome = adjustmentMovement(balance, e.points);
      expect(outcome.ok).toBe(e.points >= 0 || balance + e.points >= 0);
      if (outcome.ok) ledger.push(...outcome.movements.map((m) => ({ ...m, order: null })));
    }
    check(ledger);
    for (const [order, p] of placed.entries()) {
      // An order never holds more than its placement gave it, nor less than nothing.
      expect(p.net).toBeGreaterThanOrEqual(0);
      expect(holds(order)).toBeLessThanOrEqual(p.net);
      expect(holds(order)).toBeGreaterThanOrEqual(0);
    }
  }
  return ledger;
}

describe('loyalty ledger (property)', () => {
  it('the balance is the sum of the movements and never negative, for any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const ledger = run(events, (l) => {
          let running = 0;
          for (const m of l) {
            expect(m.points).not.toBe(0);
            running += m.points;
            expect(running).toBeGreaterThanOrEqual(0);
          }
          expect(ledgerBalance(l)).toBe(running);
        });
        expect(ledgerBalance(ledger)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('a cancelled purchase returns the balance to what it was; a paid retry restores it', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.integer({ min: 1, max: 2000 }), fc.array(fc.constantFrom(50, 100, 300)), (opening, cartPoints, gifts) => {
        const giftPoints = gifts.filter((_, i) => gifts.slice(0, i + 1).reduce((s, p) => s + p, 0) <= cartPoints);
        const placed = purchaseMovements(opening, { destiny: 'purchase', cartPoints, giftPoints });
        if (!placed.ok) throw new Error('gifts within the cart points are always affordable');
        const net = ledgerBalance(placed.movements);
        expect(net).toBe(cartPoints - giftPoints.reduce((s, p) => s + p, 0));
        const reversal = reversalMovement(opening + net, net);
        expect(opening + net + (reversal?.points ?? 0)).toBe(opening);
        const restore = restoreMovement(net, net + (reversal?.points ?? 0));
        expect(opening + net + (reversal?.points ?? 0) + (restore?.points ?? 0)).toBe(opening + net);
        // Paid without a reversal before: nothing more.
        expect(restoreMovement(net, net)).toBeNull();
      }),
    );
  });
});

describe('loyalty ledger rules', () => {
  it('refuses a spend beyond the balance', () => {
    expect(canSpendPoints(100, 100)).toBe(true);
    expect(canSpendPoints(100, 101)).toBe(false);
    expect(canSpendPoints(100, -1)).toBe(false);
    expect(canSpendPoints(100, 1.5)).toBe(false);
    expect(purchaseMovements(0, { destiny: 'purchase', cartPoints: 40, giftPoints: [50] })).toEqual({ ok: false, reason: 'insufficient-points' });
    expect(purchaseMovements(1000, { destiny: 'purchase', cartPoints: 40, giftPoints: [50] })).toEqual({ ok: false, reason: 'insufficient-points' });
    expect(purchaseMovements(0, { destiny: 'purchase', cartPoints: 60, giftPoints: [50] })).toEqual({
      ok: true,
      movements: [
        { kind: 'earned', points: 60 },
        { kind: 'spent', points: -50 },
      ],
    });
    expect(adjustmentMovement(100, -150)).toEqual({ ok: false, reason: 'insufficient-points' });
    expect(adjustmentMovement(100, 0)).toEqual({ ok: true, movements: [] });
    expect(adjustmentMovement(100, -100)).toEqual({ ok: true, movements: [{ kind: 'adjustment', points: -100 }] });
  });

  it('earns only on a purchase of a customer', () => {
    expect(orderEarnedPoints({ destiny: 'purchase', hasCustomer: true, cartPoints: 63 })).toBe(63);
    expect(orderEarnedPoints({ destiny: 'purchase', hasCustomer: false, cartPoints: 63 })).toBe(0);
    expect(orderEarnedPoints({ destiny: 'inquiry', hasCustomer: true, cartPoints: 63 })).toBe(0);
    expect(orderEarnedPoints({ destiny: 'reservation', hasCustomer: true, cartPoints: 63 })).toBe(0);
    expect(orderEarnedPoints({ destiny: 'purchase', hasCustomer: true, cartPoints: -5 })).toBe(0);
  });

  it('reverses at most down to zero and restores only what a reversal took', () => {
    expect(reversalMovement(500, 120)).toEqual({ kind: 'reversed', points: -120 });
    expect(reversalMovement(80, 120)).toEqual({ kind: 'reversed', points: -80 });
    expect(reversalMovement(80, 0)).toBeNull();
    expect(reversalMovement(-5, 10)).toBeNull();
    expect(restoreMovement(120, 0)).toEqual({ kind: 'earned', points: 120 });
    expect(restoreMovement(120, 40)).toEqual({ kind: 'earned', points: 80 });
    expect(restoreMovement(120, 120)).toBeNull();
  });

  it('describes each movement in Czech', () => {
    expect(loyaltyMovementText({ kind: 'earned', orderNumber: '2026000123', note: '' })).toBe('Nákup – objednávka 2026000123');
    expect(loyaltyMovementText({ kind: 'earned', orderNumber: '2026000123', note: LOYALTY_RESTORED_NOTE })).toBe('Nákup – objednávka 2026000123 (zaplaceno po opakované platbě)');
    expect(loyaltyMovementText({ kind: 'earned', orderNumber: null, note: '' })).toBe('Nákup');
    expect(loyaltyMovementText({ kind: 'spent', orderNumber: '2026000123', note: 'Mikroutěrka' })).toBe('Dárek k objednávce 2026000123: Mikroutěrka');
    expect(loyaltyMovementText({ kind: 'spent', orderNumber: '2026000123', note: '' })).toBe('Dárek k objednávce 2026000123');
    expect(loyaltyMovementText({ kind: 'spent', orderNumber: null, note: 'Dávkovač' })).toBe('Dárek – Dávkovač');
    expect(loyaltyMovementText({ kind: 'spent', orderNumber: null, note: '' })).toBe('Dárek');
    expect(loyaltyMovementText({ kind: 'reversed', orderNumber: '2026000123', note: reversalNote('cancelled') })).toBe('Storno objednávky 2026000123 (platba zrušena)');
    expect(loyaltyMovementText({ kind: 'reversed', orderNumber: '2026000123', note: reversalNote('failed') })).toBe('Storno objednávky 2026000123 (platba se nezdařila)');
    expect(loyaltyMovementText({ kind: 'reversed', orderNumber: '2026000123', note: '' })).toBe('Storno objednávky 2026000123');
    expect(loyaltyMovementText({ kind: 'reversed', orderNumber: null, note: 'oprava' })).toBe('Storno – oprava');
    expect(loyaltyMovementText({ kind: 'reversed', orderNumber: null, note: '' })).toBe('Storno');
    expect(loyaltyMovementText({ kind: 'adjustment', orderNumber: null, note: 'Body za registraci' })).toBe('Body za registraci');
    expect(loyaltyMovementText({ kind: 'adjustment', orderNumber: null, note: ' ' })).toBe('Úprava bodů');
  });

  it('parses stored kinds and formats signed points', () => {
    expect(parseLoyaltyMovementKind('spent')).toBe('spent');
    expect(parseLoyaltyMovementKind('order')).toBe('adjustment');
    expect(formatPointsChange(1250)).toBe('+1\u00a0250');
    expect(formatPointsChange(-450)).toBe('-450');
    expect(formatPointsChange(0)).toBe('0');
  });
});
