// Withdrawal from the contract (issue 15): the 14 Prague calendar days, consumers only, what is
// left to withdraw, and the settlement: partial withdrawals add up to the line exactly, the last
// one brings shipping, payment, gifts and the rounding back, and the credit note's VAT follows
// the shop's one rounding rule (vatRecapitulation) and reconciles with its lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WITHDRAWAL_REFUSALS,
  formatCreditNoteNumber,
  isCompanyOrder,
  shareOf,
  withdrawalStateText,
  settleWithdrawal,
  vatRecapitulation,
  withdrawableLines,
  withdrawalDeadline,
  withdrawalEligibility,
  withdrawalMessage,
  withinWithdrawalPeriod,
  type WithdrawalOrderLine,
  type WithdrawnQuantity,
} from '../../src/domain';

const line = (position: number, kind: string, quantity: number, amountWithTax: number, vatRate = 21, discountWithTax = 0): WithdrawalOrderLine => ({
  position,
  kind,
  sku: `S${position}`,
  text: `Položka ${position}`,
  quantity,
  vatRate,
  amount: Math.round((amountWithTax * 100) / (100 + vatRate)),
  amountWithTax,
  discountAmount: Math.round((discountWithTax * 100) / (100 + vatRate)),
  discountAmountWithTax: discountWithTax,
});

const ORDER: WithdrawalOrderLine[] = [
  line(0, 'item', 3, 10_000),
  line(1, 'subjectIndirect', 3, 1_000),
  line(2, 'item', 1, 5_055, 12, 505),
  line(3, 'gift', 1, 12),
  line(4, 'shipping', 1, 9_900),
  line(5, 'payment', 1, 3_000),
];

describe('withdrawal period', () => {
  it('runs 14 Prague calendar days from delivery, else from placement, the last day included', () => {
    // 23:30 UTC on 30 June is 1 July in Prague (summer time).
    expect(withdrawalDeadline(new Date('2026-06-30T23:30:00Z'), null)).toBe('2026-07-15');
    expect(withdrawalDeadline(new Date('2026-06-01T10:00:00Z'), new Date('2026-06-05T08:00:00Z'))).toBe('2026-06-19');
    expect(withinWithdrawalPeriod('2026-07-15', new Date('2026-07-15T21:59:00Z'))).toBe(true);
    expect(withinWithdrawalPeriod('2026-07-15', new Date('2026-07-15T22:00:00Z'))).toBe(false);
    // Winter time: midnight in Prague is 23:00 UTC.
    expect(withdrawalDeadline(new Date('2026-12-20T23:10:00Z'), null)).toBe('2027-01-04');
  });

  it('refuses company orders, inquiries, a passed deadline and an order with nothing left, in that order', () => {
    const placedAt = new Date('2026-07-01T10:00:00Z');
    const lines = withdrawableLines(ORDER, []);
    const base = { destiny: 'purchase', companyOrder: false, placedAt, deliveredAt: null, lines, now: new Date('2026-07-10T10:00:00Z') };
    expect(withdrawalEligibility(base)).toEqual({ eligible: true, deadline: '2026-07-15' });
    expect(withdrawalEligibility({ ...base, companyOrder: true, destiny: 'inquiry' })).toMatchObject({ eligible: false, refusal: 'COMPANY_ORDER' });
    expect(withdrawalEligibility({ ...base, destiny: 'inquiry' })).toMatchObject({ refusal: 'NOT_A_PURCHASE' });
    // Cancelled by the shop (issue 16): its credit note took everything back already.
    expect(withdrawalEligibility({ ...base, cancelled: true })).toMatchObject({ refusal: 'ORDER_CANCELLED' });
    expect(withdrawalMessage('ORDER_CANCELLED')).toContain('Objednávka byla zrušena');
    expect(withdrawalEligibility({ ...base, now: new Date('2026-07-16T10:00:00Z') })).toMatchObject({ refusal: 'PERIOD_OVER' });
    expect(withdrawalEligibility({ ...base, now: new Date('2026-07-16T10:00:00Z'), deliveredAt: new Date('2026-07-03T10:00:00Z') }).eligible).toBe(true);
    const all = [{ position: 0, quantity: 3 }, { position: 2, quantity: 1 }];
    expect(withdrawalEligibility({ ...base, lines: withdrawableLines(ORDER, all) })).toMatchObject({ refusal: 'NOTHING_LEFT' });
    expect(isCompanyOrder([{ companyRegNo: '' }, null])).toBe(false);
    expect(isCompanyOrder([{ companyRegNo: '' }, { companyRegNo: '25596641' }])).toBe(true);
    expect(withdrawalMessage('PERIOD_OVER', { deadline: '2026-07-15' })).toContain('(15. 7. 2026)');
  });
});

describe('settleWithdrawal', () => {
  const settle = (chosen: WithdrawnQuantity[], previously: WithdrawnQuantity[] = [], pricesType: 'B2C' | 'B2B' = 'B2C', orderRounding = 0) =>
    settleWithdrawal({ lines: ORDER, previously, chosen, pricesType, orderRounding });

  it('refuses nothing chosen, unknown lines and more than is left', () => {
    expect(settle([])).toMatchObject({ ok: false, refusal: 'NOTHING_CHOSEN' });
    expect(settle([{ position: 0, quantity: 0 }])).toMatchObject({ ok: false, refusal: 'NOTHING_CHOSEN' });
    expect(settle([{ position: 0, quantity: -1 }])).toMatchObject({ ok: false, refusal: 'NOTHING_CHOSEN' });
    expect(settle([{ position: 4, quantity: 1 }])).toMatchObject({ ok: false, refusal: 'UNKNOWN_LINE' });
    expect(settle([{ position: 1, quantity: 1 }])).toMatchObject({ ok: false, refusal: 'UNKNOWN_LINE' });
    expect(settle([{ position: 0, quantity: 2 }], [{ position: 0, quantity: 2 }])).toMatchObject({ ok: false, refusal: 'QUANTITY_TOO_HIGH', left: 1 });
    expect(settle([{ position: 0, quantity: 2 }, { position: 0, quantity: 2 }])).toMatchObject({ ok: false, refusal: 'QUANTITY_TOO_HIGH', left: 3 });
  });

  it('takes the services with their item and shares the line after the discount per unit', () => {
    const r = settle([{ position: 0, quantity: 1 }]);
    if (!r.ok) throw new Error('refused');
    const s = r.settlement;
    expect(s.lines.map((l) => [l.kind, l.quantity, l.amountWithTax])).toEqual([
      ['item', 1, -3_333],
      ['subjectIndirect', 1, -333],
    ]);
    expect(s.refund).toBe(3_666);
    expect(s.completes).toBe(false);
    const discounted = settle([{ position: 2, quantity: 1 }]);
    if (!discounted.ok) throw new Error('refused');
    expect(discounted.settlement.refund).toBe(5_055 - 505);
  });

  it('the last withdrawal brings gifts, shipping, payment and the rounding back: the whole order refunds what was paid', () => {
    const r = settle([{ position: 0, quantity: 3 }, { position: 2, quantity: 1 }], [], 'B2C', 33);
    if (!r.ok) throw new Error('refused');
    const paid = 10_000 + 1_000 + (5_055 - 505) + 12 + 9_900 + 3_000 + 33;
    expect(r.settlement.completes).toBe(true);
    expect(r.settlement.refund).toBe(paid);
    expect(r.settlement.rounding).toBe(-33);
    // Withdrawing everything negates the invoice's recapitulation exactly.
    const invoice = vatRecapitulation(
      ORDER.map((l) => ({ amount: l.amount - l.discountAmount, amountWithTax: l.amountWithTax - l.discountAmountWithTax, vatRate: l.vatRate })),
      'B2C',
    );
    expect(r.settlement.vatRecap).toEqual(invoice.byRate.map((row) => ({ rate: row.rate, base: -row.base, vat: -row.vat, total: -row.total })));
  });

  it('property: any sequence of partial withdrawals adds up to the order, and each credit note reconciles with its lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 7 }), gross: fc.integer({ min: 1, max: 5_000_000 }), rate: fc.constantFrom(21, 12, 0), service: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom('B2C' as const, 'B2B' as const),
        fc.array(fc.nat(), { maxLength: 30 }),
        (items, pricesType, picks) => {
          const lines: WithdrawalOrderLine[] = [];
          for (const it of items) {
            lines.push(line(lines.length, 'item', it.quantity, it.gross, it.rate));
            if (it.service) lines.push(line(lines.length, 'subjectIndirect', it.quantity, Math.ceil(it.gross / 10), it.rate));
          }
          lines.push(line(lines.length, 'shipping', 1, 9_900));
          const previously: WithdrawnQuantity[] = [];
          let refunded = 0;
          let credited = { amount: 0, amountWithTax: 0 };
          let pick = 0;
          for (;;) {
            const left = withdrawableLines(lines, previously).filter((l) => l.left > 0);
            if (left.length === 0) break;
            const target = left[(picks[pick] ?? 0) % left.length]!;
            const quantity = 1 + ((picks[pick + 1] ?? target.left) % target.left);
            pick += 2;
            const r = settleWithdrawal({ lines, previously, chosen: [{ position: target.position, quantity }], pricesType, orderRounding: 0 });
            if (!r.ok) throw new Error(r.refusal);
            const s = r.settlement;
            for (const row of s.vatRecap) {
              const rowLines = s.lines.filter((l) => l.vatRate === row.rate);
              expect(rowLines.reduce((a, l) => a + l.amount, 0)).toBe(row.base);
              expect(rowLines.reduce((a, l) => a + l.vatAmount, 0)).toBe(row.vat);
              expect(rowLines.reduce((a, l) => a + l.amountWithTax, 0)).toBe(row.total);
              expect(row.base + row.vat).toBe(row.total);
            }
            expect(s.refund).toBe(-(s.amountWithTax + s.rounding));
            refunded += s.refund;
            credited = { amount: credited.amount + s.lines.reduce((a, l) => a + l.amount, 0), amountWithTax: credited.amountWithTax + s.lines.reduce((a, l) => a + l.amountWithTax, 0) };
            previously.push({ position: target.position, quantity });
          }
          // The commercial side of every line comes back exactly, whatever the steps.
          const side = pricesType === 'B2C' ? 'amountWithTax' : 'amount';
          expect(-credited[side]).toBe(lines.reduce((a, l) => a + l[side], 0));
          if (pricesType === 'B2C') expect(refunded).toBe(lines.reduce((a, l) => a + l.amountWithTax, 0));
        },
      ),
      { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 200) },
    );
  });
});

describe('withdrawal texts and numbers', () => {
  it('has a Czech message for every refusal, state texts and the credit-note series', () => {
    for (const code of WITHDRAWAL_REFUSALS) expect(withdrawalMessage(code, { text: 'Mop', left: 2, deadline: '2026-07-15' })).toMatch(/[ěščřžýáíéůú]/i);
    expect(withdrawalMessage('QUANTITY_TOO_HIGH', { text: 'Mop', left: 2 })).toContain('„Mop“');
    expect(withdrawalMessage('PERIOD_OVER')).not.toContain('(');
    expect(withdrawalStateText('received')).toBe('Přijato – čekáme na vrácení zboží');
    expect(withdrawalStateText('refunded')).toBe('Peníze vráceny');
    expect(withdrawalStateText('other')).toBe('other');
    expect(formatCreditNoteNumber(2026, 7)).toBe('OD2026000007');
  });

  it('shareOf rounds half away from zero and refuses a bad whole', () => {
    expect(shareOf(10_000, 1, 3)).toBe(3_333);
    expect(shareOf(10_000, 2, 3)).toBe(6_667);
    expect(shareOf(-5, 1, 2)).toBe(-3);
    expect(() => shareOf(100, 1, 0)).toThrow(RangeError);
    expect(() => shareOf(100, 0.5, 2)).toThrow(RangeError);
  });
});
