// The order's state machine and the queues' deadlines (issue 16, src/domain/order-state.ts).
import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  ORDER_STATES,
  checkOrderTransition,
  daysLeft,
  deadlineAfter,
  isOrderState,
  nextOrderStates,
  orderStateText,
  orderTransitionMessage,
  parseOrderState,
  shopDate,
  pragueDayBounds,
  trackingUrl,
} from '../../src/domain/index.js';

const delivery = (state: string) => ({ state, personalPickup: false });
const pickup = (state: string) => ({ state, personalPickup: true });

describe('order states', () => {
  it('names every state in Czech; an unknown stored state reads as new', () => {
    expect(ORDER_STATES.map(orderStateText)).toEqual(['Přijatá', 'Vyřizuje se', 'Odeslaná', 'Připravená k vyzvednutí', 'Doručená', 'Zrušená']);
    expect(parseOrderState('bogus')).toBe('new');
    expect(isOrderState('sent')).toBe(true);
    expect(isOrderState('Sent')).toBe(false);
  });

  it('offers sent only for delivery and ready-for-pickup only for personal pickup; delivered and cancelled are final', () => {
    expect(nextOrderStates(delivery('new'))).toEqual(['processing', 'sent', 'cancelled']);
    expect(nextOrderStates(pickup('new'))).toEqual(['processing', 'ready-for-pickup', 'cancelled']);
    expect(nextOrderStates(delivery('processing'))).toEqual(['sent', 'cancelled']);
    expect(nextOrderStates(delivery('sent'))).toEqual(['delivered']);
    expect(nextOrderStates(pickup('ready-for-pickup'))).toEqual(['delivered', 'cancelled']);
    expect(nextOrderStates(delivery('delivered'))).toEqual([]);
    expect(nextOrderStates(delivery('cancelled'))).toEqual([]);
  });

  it('checks each transition and its data, trimmed, with the field of a refusal', () => {
    expect(checkOrderTransition(delivery('processing'), { to: 'sent', carrier: ' PPL ', trackingNumber: '4012 3456' })).toEqual({
      ok: true,
      to: 'sent',
      carrier: 'PPL',
      trackingNumber: '40123456',
      reason: null,
    });
    expect(checkOrderTransition(delivery('processing'), { to: 'sent', trackingNumber: '1' })).toEqual({ ok: false, refusal: 'CARRIER_REQUIRED', field: 'carrier' });
    expect(checkOrderTransition(delivery('processing'), { to: 'sent', carrier: 'PPL' })).toEqual({ ok: false, refusal: 'TRACKING_REQUIRED', field: 'trackingNumber' });
    expect(checkOrderTransition(delivery('new'), { to: 'cancelled', reason: ' ' })).toEqual({ ok: false, refusal: 'REASON_REQUIRED', field: 'reason' });
    expect(checkOrderTransition(delivery('new'), { to: 'cancelled', reason: 'x'.repeat(501) })).toEqual({ ok: false, refusal: 'TOO_LONG', field: 'reason' });
    expect(checkOrderTransition(delivery('new'), { to: 'sent', carrier: 'x'.repeat(501), trackingNumber: '1' })).toMatchObject({ refusal: 'TOO_LONG', field: 'carrier' });
    expect(checkOrderTransition(delivery('new'), { to: 'sent', carrier: 'PPL', trackingNumber: '1'.repeat(501) })).toMatchObject({ refusal: 'TOO_LONG', field: 'trackingNumber' });
    expect(checkOrderTransition(delivery('new'), { to: 'cancelled', reason: ' Na přání zákazníka ', carrier: 'PPL' })).toEqual({
      ok: true,
      to: 'cancelled',
      carrier: null,
      trackingNumber: null,
      reason: 'Na přání zákazníka',
    });
    expect(checkOrderTransition(delivery('sent'), { to: 'cancelled', reason: 'x' })).toEqual({ ok: false, refusal: 'NOT_ALLOWED', field: 'to' });
    expect(checkOrderTransition(pickup('new'), { to: 'sent', carrier: 'PPL', trackingNumber: '1' })).toMatchObject({ refusal: 'NOT_ALLOWED' });
  });

  it('explains every refusal in Czech', () => {
    expect(orderTransitionMessage('NOT_ALLOWED', { from: 'sent', to: 'cancelled' })).toBe('Objednávku ve stavu „Odeslaná“ nelze převést do stavu „Zrušená“.');
    expect(orderTransitionMessage('NOT_ALLOWED')).toContain('„Přijatá“');
    expect(orderTransitionMessage('CARRIER_REQUIRED')).toBe('Vyplňte dopravce.');
    expect(orderTransitionMessage('TRACKING_REQUIRED')).toBe('Vyplňte číslo zásilky.');
    expect(orderTransitionMessage('REASON_REQUIRED')).toBe('Uveďte důvod zrušení.');
    expect(orderTransitionMessage('TOO_LONG')).toContain('500');
  });

  it('links the tracking page of a known carrier (any letter case), nothing for others', () => {
    expect(trackingUrl('zásilkovna', 'Z 123')).toBe('https://tracking.packeta.com/cs/?id=Z%20123');
    expect(trackingUrl('PPL', '40123456789')).toBe('https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789');
    expect(trackingUrl('Kurýr Franta', '1')).toBeNull();
    expect(trackingUrl(null, '1')).toBeNull();
    expect(trackingUrl('PPL', null)).toBeNull();
    for (const carrier of CARRIERS) expect(carrier.trackingUrl('AB1')).toMatch(/^https:\/\/.+AB1/);
  });
});

describe('deadlines and Prague days', () => {
  it('counts 14 and 30 calendar days in Prague and the days left (negative when overdue)', () => {
    expect(deadlineAfter(new Date('2026-03-02T10:00:00Z'), 14)).toBe('2026-03-16');
    expect(deadlineAfter(new Date('2026-03-02T10:00:00Z'), 30)).toBe('2026-04-01');
    // 23:30 UTC on 31 Dec is already 1 Jan in Prague.
    expect(deadlineAfter(new Date('2025-12-31T23:30:00Z'), 14)).toBe('2026-01-15');
    expect(daysLeft('2026-03-16', new Date('2026-03-10T09:00:00Z'))).toBe(6);
    expect(daysLeft('2026-03-16', new Date('2026-03-16T21:00:00Z'))).toBe(0);
    expect(daysLeft('2026-03-16', new Date('2026-03-18T09:00:00Z'))).toBe(-2);
  });

  it('bounds a Prague day in UTC in winter, summer and on the days the clocks change', () => {
    expect(shopDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(pragueDayBounds('2026-01-15')).toEqual({ start: new Date('2026-01-14T23:00:00Z'), end: new Date('2026-01-15T23:00:00Z') });
    expect(pragueDayBounds('2026-07-15')).toEqual({ start: new Date('2026-07-14T22:00:00Z'), end: new Date('2026-07-15T22:00:00Z') });
    // 29 March 2026: 23 hours; 25 October 2026: 25 hours.
    expect(pragueDayBounds('2026-03-29')).toEqual({ start: new Date('2026-03-28T23:00:00Z'), end: new Date('2026-03-29T22:00:00Z') });
    expect(pragueDayBounds('2026-10-25')).toEqual({ start: new Date('2026-10-24T22:00:00Z'), end: new Date('2026-10-25T23:00:00Z') });
  });
});
