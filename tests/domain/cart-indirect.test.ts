import { describe, expect, it } from 'vitest';
import { CART_ERROR_CODES, cartErrorMessage } from '../../src/domain/index.js';

describe('indirect cart subjects', () => {
  it('refuses a service the line does not offer with a Czech message', () => {
    expect(CART_ERROR_CODES).toContain('SERVICE_NOT_OFFERED');
    expect(cartErrorMessage('SERVICE_NOT_OFFERED', 'zar01')).toBe('Službu zar01 k této položce košíku nelze přidat.');
  });
});
