import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ADDITIONAL_SERVICE_KINDS,
  ARTICLE_SORTS,
  CATALOGUE_SORTS,
  CHECKOUT_STEPS,
  CONTACT_TYPES,
  CREATE_PURCHASE_STATUSES,
  DATA_DETAIL_LEVELS,
  DELIVERY_UTILIZATIONS,
  DESTINIES,
  EMAIL_TEMPLATE_TYPES,
  FIXED_SKU,
  INVOICE_UTILIZATIONS,
  LOGIN_OUTCOMES,
  NAVIGATION_AREAS,
  ORDER_UTILIZATIONS,
  PACK_TYPES,
  PASSWORD_RENEW_OUTCOMES,
  PAYMENT_TYPES,
  PETTY_CASH,
  PRICES_TYPES,
  PURCHASE_WARNINGS,
  REGISTRATION_OUTCOMES,
  REGISTRATION_WARNINGS,
  SERVICE_CODES,
  SERVICE_TARGETS,
  STATUS_BAR_TYPES,
  STOCK_STATES,
  SUBJECT_TYPES,
  VIEW_MODES,
  ARTICLE_TYPES,
  detailLevelRank,
  isWorseThan,
  isCheckoutStep,
  isPaymentType,
  isStockState,
  parseAdditionalServiceKind,
  parseArticleSort,
  parseArticleType,
  parseCatalogueSort,
  parseContactType,
  parseCreatePurchaseStatus,
  parseDataDetailLevel,
  parseDeliveryUtilization,
  parseDestiny,
  parseEmailTemplateType,
  parseInvoiceUtilization,
  parseLoginOutcome,
  parseNavigationArea,
  parseOrderUtilization,
  parsePackType,
  parsePasswordRenewOutcome,
  parsePaymentType,
  parsePettyCash,
  parsePricesType,
  parsePurchaseWarning,
  parseRegistrationOutcome,
  parseRegistrationWarning,
  parseServiceCode,
  parseServiceTarget,
  parseStatusBarType,
  parseStockState,
  parseSubjectType,
  parseViewMode,
  type DataDetailLevel,
} from '../../src/domain';

type Parser = (input: unknown) => string | null;
const ODD_INPUTS: unknown[] = [undefined, null, '', 'UNKNOWN', 42, {}, [], true, 'Discount', ' purchase '];

const cases: { name: string; values: readonly string[]; parse: Parser; fallback: string | null }[] = [
  { name: 'subject type', values: SUBJECT_TYPES, parse: parseSubjectType, fallback: 'discount' },
  { name: 'destiny', values: DESTINIES, parse: parseDestiny, fallback: 'purchase' },
  { name: 'delivery utilization', values: DELIVERY_UTILIZATIONS, parse: parseDeliveryUtilization, fallback: 'inherit' },
  { name: 'invoice utilization', values: INVOICE_UTILIZATIONS, parse: parseInvoiceUtilization, fallback: 'inherit' },
  { name: 'order utilization', values: ORDER_UTILIZATIONS, parse: parseOrderUtilization, fallback: 'assigned' },
  { name: 'contact type', values: CONTACT_TYPES, parse: parseContactType, fallback: 'person' },
  { name: 'stock state', values: STOCK_STATES, parse: parseStockState, fallback: 'sold-out' },
  { name: 'prices type', values: PRICES_TYPES, parse: parsePricesType, fallback: 'B2C' },
  { name: 'catalogue sort', values: CATALOGUE_SORTS, parse: parseCatalogueSort, fallback: 'NAME_ASC' },
  { name: 'view mode', values: VIEW_MODES, parse: parseViewMode, fallback: 'CARDS' },
  { name: 'article sort', values: ARTICLE_SORTS, parse: parseArticleSort, fallback: 'DATE_DESC' },
  { name: 'article type', values: ARTICLE_TYPES, parse: parseArticleType, fallback: 'article' },
  { name: 'registration warning', values: REGISTRATION_WARNINGS, parse: parseRegistrationWarning, fallback: 'unknown' },
  { name: 'purchase warning', values: PURCHASE_WARNINGS, parse: parsePurchaseWarning, fallback: 'unknown' },
  { name: 'e-mail template', values: EMAIL_TEMPLATE_TYPES, parse: parseEmailTemplateType, fallback: null },
  { name: 'petty cash', values: PETTY_CASH, parse: parsePettyCash, fallback: 'none' },
  { name: 'payment type', values: PAYMENT_TYPES, parse: parsePaymentType, fallback: null },
  { name: 'pack type', values: PACK_TYPES, parse: parsePackType, fallback: 'pcs' },
  { name: 'service kind', values: ADDITIONAL_SERVICE_KINDS, parse: parseAdditionalServiceKind, fallback: 'service' },
  { name: 'service target', values: SERVICE_TARGETS, parse: parseServiceTarget, fallback: 'item' },
  { name: 'service code', values: SERVICE_CODES, parse: parseServiceCode, fallback: null },
  { name: 'detail level', values: DATA_DETAIL_LEVELS, parse: parseDataDetailLevel, fallback: 'none' },
  { name: 'create purchase', values: CREATE_PURCHASE_STATUSES, parse: parseCreatePurchaseStatus, fallback: 'error' },
  { name: 'login outcome', values: LOGIN_OUTCOMES, parse: parseLoginOutcome, fallback: 'fatal' },
  { name: 'password renew', values: PASSWORD_RENEW_OUTCOMES, parse: parsePasswordRenewOutcome, fallback: 'error' },
  { name: 'registration outcome', values: REGISTRATION_OUTCOMES, parse: parseRegistrationOutcome, fallback: 'error' },
  { name: 'navigation area', values: NAVIGATION_AREAS, parse: parseNavigationArea, fallback: null },
  { name: 'status bar type', values: STATUS_BAR_TYPES, parse: parseStatusBarType, fallback: 'info' },
];

describe('enumeration parsers', () => {
  describe.each(cases)('$name', ({ values, parse, fallback }) => {
    it('accepts every member unchanged', () => {
      for (const value of values) expect(parse(value)).toBe(value);
    });
    it('falls back to the default for anything else', () => {
      for (const input of ODD_INPUTS) {
        if (typeof input === 'string' && (values as readonly string[]).includes(input)) continue;
        expect(parse(input)).toBe(fallback);
      }
    });
    it('never returns a non-member (property)', () => {
      fc.assert(
        fc.property(fc.anything(), (input) => {
          const out = parse(input);
          return out === fallback || (values as readonly string[]).includes(out as string);
        }),
      );
    });
  });
});

describe('the spec values', () => {
  it('lists every member of section 3 and 4', () => {
    expect(SUBJECT_TYPES).toEqual(['discount', 'gift', 'item', 'method', 'subjectIndirect']);
    expect(STOCK_STATES).toEqual(['stock', 'on-way', 'ordered', 'sold-out', 'to-order']);
    expect(CATALOGUE_SORTS).toHaveLength(11);
    expect(REGISTRATION_WARNINGS).toEqual(['email-notification-failed', 'email-template-not-found', 'unknown']);
    expect(EMAIL_TEMPLATE_TYPES).toHaveLength(8);
    expect(PETTY_CASH).toEqual(['cent', 'dime', 'fifty', 'none', 'one']);
    expect(SERVICE_CODES).toHaveLength(17);
    expect(SERVICE_CODES).toContain('rekl13');
    expect(FIXED_SKU).toBe('FIXED-SKU');
    expect(CHECKOUT_STEPS).toEqual(['cart', 'gift', 'delivery', 'address', 'summary']);
    expect(NAVIGATION_AREAS).toHaveLength(7);
  });

  it('keeps the spec spellings of purchase warnings, including both review services', () => {
    for (const w of [
      'newsletter-registeration-failed',
      'fulfillment-fetch-failed',
      'payment-gateway-transaction-error',
      'email-notification-failed',
      'email-template-not-found',
      'heureka-review-failed',
      'zbozi-review-failed',
    ]) {
      expect(parsePurchaseWarning(w)).toBe(w);
    }
  });

  it('maps corrected warning spellings to the spec spelling', () => {
    expect(parsePurchaseWarning('newsletter-registration-failed')).toBe('newsletter-registeration-failed');
    expect(parsePurchaseWarning('fulfilment-fetch-failed')).toBe('fulfillment-fetch-failed');
  });

  it.each([
    ['online', 'online'],
    ['inAdvance', 'inAdvance'],
    ['in-advance', 'inAdvance'],
    ['cashOnDelivery', 'cashOnDelivery'],
    ['cash-on-delivery', 'cashOnDelivery'],
    ['cash', null],
    ['toString', null],
  ])('payment type %s → %s', (input, expected) => {
    expect(parsePaymentType(input)).toBe(expected);
  });

  it('type guards', () => {
    expect(isPaymentType('cash-on-delivery')).toBe(false);
    expect(isPaymentType('online')).toBe(true);
    expect(isStockState('stock')).toBe(true);
    expect(isCheckoutStep('gift')).toBe(true);
    expect(isCheckoutStep(3)).toBe(false);
  });
});

describe('data detail levels', () => {
  it.each([
    ['none', 0],
    ['base', 1],
    ['meta', 2],
    ['preview', 3],
    ['detail', 4],
  ] as const)('%s has rank %i', (level, rank) => {
    expect(detailLevelRank(level)).toBe(rank);
  });

  it('a state is worse than required exactly when its rank is lower', () => {
    expect(isWorseThan('base', 'detail')).toBe(true);
    expect(isWorseThan('detail', 'detail')).toBe(false);
    expect(isWorseThan('preview', 'meta')).toBe(false);
    expect(isWorseThan('none', 'base')).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...DATA_DETAIL_LEVELS), fc.constantFrom(...DATA_DETAIL_LEVELS), (a: DataDetailLevel, b: DataDetailLevel) =>
        isWorseThan(a, b) === DATA_DETAIL_LEVELS.indexOf(a) < DATA_DETAIL_LEVELS.indexOf(b) && !(isWorseThan(a, b) && isWorseThan(b, a)),
      ),
    );
  });
});
