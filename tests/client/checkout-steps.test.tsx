import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCzk } from '../../src/domain';
import { AddressPage } from '../../src/client/features/checkout/AddressPage';
import { DeliveryPage } from '../../src/client/features/checkout/DeliveryPage';
import { GiftPage } from '../../src/client/features/checkout/GiftPage';
import { SavingPage } from '../../src/client/features/checkout/SavingPage';
import { SummaryPage } from '../../src/client/features/checkout/SummaryPage';
import { ThankYouPage, analyticsOrder } from '../../src/client/features/checkout/ThankYouPage';
import { paymentRedirect } from '../../src/client/features/checkout/payment-redirect';
import type { SavingState } from '../../src/client/features/checkout/idempotency';
import type { CheckoutDataInput } from '../../src/generated/graphql';
import {
  cartDetail,
  checkoutDetailMock,
  checkoutState,
  createPurchaseMock,
  dataUpdateMock,
  giftsAddMock,
  money,
  mutationError,
  order,
  orderMock,
  retryPaymentMock,
  payment,
  readyCheckout,
  shipping,
  stepReachedMock,
  updateMethodsMock,
} from '../fixtures/checkout';
import { renderCheckout, text } from './checkout-render';

const norm = (s: string) => s.replace(/\s+/g, ' ');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GiftPage (step 2)', () => {
  it('shows the points and the gifts they reach; adding one confirms with a toast', async () => {
    const user = userEvent.setup();
    const chosen = cartDetail({
      loyaltyPointsLeft: 13,
      giftOptions: cartDetail().giftOptions.map((g) => (g.sku === 'DAR-001' ? { ...g, selected: true } : g)),
      gifts: [
        {
          __typename: 'CartGift',
          sku: 'DAR-001',
          text: 'Mikroutěrka Čisto 40 × 40 cm',
          image: null,
          loyaltyPoints: 50,
          quantity: 1,
          unit: 'pcs',
          vatCode: 21,
          available: true,
          price: { __typename: 'Money', amount: 10, amountWithTax: 12, currency: 'CZK' },
        },
      ],
    });
    const checkout = checkoutState({ furthestStep: 'gift' });
    renderCheckout(<GiftPage />, { path: '/kosik/vernostni-program', mocks: [checkoutDetailMock(checkout, cartDetail()), giftsAddMock(['DAR-001'], chosen, checkout)] });
    expect(text(await screen.findByTestId('loyalty-points'))).toBe('63 bodů');
    const [first, second] = screen.getAllByTestId('gift-option');
    expect(within(second!).queryByTestId('gift-add')).toBeNull();
    expect(text(second!)).toContain('Potřebujete 100 bodů');
    await user.click(within(first!).getByTestId('gift-add'));
    expect(await screen.findByText('Dárek byl přidán do košíku.')).toBeTruthy();
    expect(text(screen.getByTestId('loyalty-points-left'))).toBe('13 bodů');
    expect(text(screen.getByTestId('chosen-gifts'))).toContain(norm(formatCzk(12)));
  });

  it('promises an anonymous buyer no points to keep: the cart\'s points are for gifts, and registering is offered', async () => {
    const checkout = checkoutState({ furthestStep: 'gift' });
    const { unmount } = renderCheckout(<GiftPage />, { path: '/kosik/vernostni-program', mocks: [checkoutDetailMock(checkout, cartDetail())] });
    await screen.findByTestId('loyalty-points');
    expect(screen.queryByText('Za tento nákup získáte')).toBeNull();
    expect(screen.getByText('Body tohoto košíku na dárky')).toBeTruthy();
    expect(screen.getByTestId('register-invite').textContent).toContain('Zaregistrujte se');
    unmount();
    renderCheckout(<GiftPage />, { path: '/kosik/vernostni-program', customer: 'Jana', mocks: [checkoutDetailMock(checkout, cartDetail())] });
    await screen.findByTestId('loyalty-points');
    expect(screen.getByText('Za tento nákup získáte')).toBeTruthy();
    expect(screen.queryByTestId('register-invite')).toBeNull();
  });
});

describe('DeliveryPage (step 3)', () => {
  it('lists methods with map prices, says why disabled ones are, and login for registered-only ones', async () => {
    renderCheckout(<DeliveryPage />, { path: '/kosik/dodani', mocks: [checkoutDetailMock(checkoutState({ furthestStep: 'delivery' }), cartDetail())] });
    const ppl = await screen.findByTestId('shipping-ppl');
    expect(ppl.hasAttribute('disabled')).toBe(false);
    expect(text(ppl.closest('.check'))).toContain(norm(formatCzk(12_900)));
    expect(screen.getByTestId('shipping-paleta').hasAttribute('disabled')).toBe(true);
    expect(text(screen.getByTestId('shipping-paleta').closest('.check'))).toContain('Košík je pro tento způsob příliš lehký.');
    expect(text(screen.getByTestId('shipping-rozvoz').closest('.check'))).toContain('Dostupné po přihlášení');
    expect(text(screen.getByTestId('pickup-place'))).toContain('Showroom Praha, Vinohradská 12');
    // No payment before a shipping; continue needs both.
    expect(screen.getByTestId('payment-dobirka').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('checkout-continue').hasAttribute('disabled')).toBe(true);
    expect(text(screen.getByTestId('payment-dobirka').closest('.check'))).toContain('Celková částka se při této platbě zaokrouhluje na celé koruny.');
  });

  it('choosing shipping sends only the shipping (the server clears the payment), then the payment with it', async () => {
    const user = userEvent.setup();
    const checkout = checkoutState({ furthestStep: 'delivery' });
    const withShipping = cartDetail({ shippingMethod: shipping() });
    const withBoth = cartDetail({ shippingMethod: shipping(), paymentMethod: payment() });
    renderCheckout(<DeliveryPage />, {
      path: '/kosik/dodani',
      mocks: [
        checkoutDetailMock(checkout, cartDetail()),
        updateMethodsMock('ppl', undefined, withShipping, checkout),
        updateMethodsMock('ppl', 'dobirka', withBoth, checkout),
        stepReachedMock('address', checkoutState({ furthestStep: 'address' })),
      ],
    });
    await user.click(await screen.findByTestId('shipping-ppl'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('shipping-ppl').checked).toBe(true));
    expect(screen.getByTestId('payment-hotove').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByTestId('payment-dobirka'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('payment-dobirka').checked).toBe(true));
    await user.click(screen.getByTestId('checkout-continue'));
    expect((await screen.findByTestId('probe')).textContent).toBe('/kosik/adresa');
  });
});

describe('AddressPage (step 4)', () => {
  const checkout = checkoutState({ furthestStep: 'address' });

  it('validates with the domain messages (required, IČO, DIČ, phone)', async () => {
    const user = userEvent.setup();
    renderCheckout(<AddressPage />, { path: '/kosik/adresa', mocks: [checkoutDetailMock(checkout, cartDetail())] });
    await user.click(await screen.findByTestId('checkout-continue'));
    expect((await screen.findAllByText('Pole je povinné.')).length).toBeGreaterThan(2);
    await user.click(screen.getByTestId('order-type-company'));
    // The IČO/DIČ rules run once the required fields are there (the domain schema refines the whole contact).
    await user.type(screen.getByLabelText(/Název firmy/), 'Úklid Novák s.r.o.');
    // A one-line street field is address-line1 (street-address is the whole multi-line address).
    expect(screen.getByLabelText(/Ulice/).getAttribute('autocomplete')).toBe('address-line1');
    await user.type(screen.getByLabelText(/Ulice/), 'Dlouhá 5');
    await user.type(screen.getByLabelText(/Město/), 'Praha');
    await user.type(screen.getByLabelText(/PSČ/), '11000');
    await user.type(screen.getByLabelText(/E-mail/), 'jana@example.cz');
    await user.type(screen.getByLabelText(/IČO/), '123');
    await user.type(screen.getByLabelText(/DIČ/), 'DE123');
    await user.type(screen.getByLabelText(/Telefon/), '12345');
    await user.click(screen.getByTestId('checkout-continue'));
    expect(await screen.findByText('Prosím zadejte IČO ve formátu XXXXXXXX.')).toBeTruthy();
    expect(screen.getByText('Prosím zadejte DIČ ve formátu CZXXXXXXXX nebo SKXXXXXXXXXX.')).toBeTruthy();
    expect(screen.getByText('Prosím zadejte telefonní číslo v mezinárodním formátu +420 XXX XXX XXX.')).toBeTruthy();
  });

  it('saves a company with IČO/DIČ (normalized) and goes to the summary; the preview follows the orderer', async () => {
    const user = userEvent.setup();
    const input: CheckoutDataInput = {
      orderInfo: {
        utilization: 'assigned',
        contact: {
          contactType: 'company',
          personName: 'Jana Nováková',
          companyName: 'Úklid Novák s.r.o.',
          companyRegNo: '27082440',
          companyTaxNo: 'CZ27082440',
          officeName: '',
          street: 'Dlouhá 5',
          city: 'Praha',
          postalCode: '110 00',
          country: 'CZ',
          emailAddress: 'jana@example.cz',
          phoneNumber: '+420 777 123 456',
        },
      },
      invoiceInfo: { utilization: 'inherit' },
      deliveryInfo: { utilization: 'inherit' },
    };
    renderCheckout(<AddressPage />, {
      path: '/kosik/adresa',
      mocks: [checkoutDetailMock(checkout, cartDetail()), dataUpdateMock(input, checkout), stepReachedMock('summary', checkoutState({ furthestStep: 'summary' }))],
    });
    await user.click(await screen.findByTestId('order-type-company'));
    await user.type(screen.getByLabelText(/Název firmy/), 'Úklid Novák s.r.o.');
    await user.type(screen.getByLabelText(/Kontaktní osoba/), 'Jana Nováková');
    await user.type(screen.getByLabelText(/IČO/), '270 82 440');
    await user.type(screen.getByLabelText(/DIČ/), 'cz27082440');
    await user.type(screen.getByLabelText(/Ulice/), 'Dlouhá 5');
    await user.type(screen.getByLabelText(/Město/), 'Praha');
    await user.type(screen.getByLabelText(/PSČ/), '11000');
    await user.type(screen.getByLabelText(/E-mail/), 'jana@example.cz');
    await user.type(screen.getByLabelText(/Telefon/), '+420777123456');
    expect(screen.getByTestId('delivery-preview').getAttribute('data-source')).toBe('order');
    expect(text(screen.getByTestId('delivery-preview'))).toContain('Úklid Novák s.r.o.');
    await user.click(screen.getByTestId('checkout-continue'));
    expect((await screen.findByTestId('probe')).textContent).toBe('/kosik/rekapitulace');
  });

  it('an own delivery address is validated and becomes the preview', async () => {
    const user = userEvent.setup();
    renderCheckout(<AddressPage />, { path: '/kosik/adresa', mocks: [checkoutDetailMock(checkout, cartDetail())] });
    await user.click(await screen.findByTestId('delivery-assigned'));
    const fieldset = screen.getByTestId('contact-delivery');
    await user.type(within(fieldset).getByLabelText(/Ulice/), 'Krátká 1');
    expect(screen.getByTestId('delivery-preview').getAttribute('data-source')).toBe('delivery');
    expect(within(fieldset).queryByLabelText(/Telefon/)).toBeNull();
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    const filled = checkoutState({
      furthestStep: 'address',
      data: {
        ...checkout.data,
        orderInfo: {
          __typename: 'OrderInfo',
          utilization: 'assigned',
          contact: readyCheckout().checkout.data.orderInfo.contact,
        },
      },
    });
    const contact = readyCheckout().checkout.data.orderInfo.contact!;
    const { __typename: _omit, ...plain } = contact;
    const input: CheckoutDataInput = { orderInfo: { utilization: 'assigned', contact: plain }, invoiceInfo: { utilization: 'inherit' }, deliveryInfo: { utilization: 'inherit' } };
    renderCheckout(<AddressPage />, {
      path: '/kosik/adresa',
      mocks: [checkoutDetailMock(filled, cartDetail()), dataUpdateMock(input, filled, [{ field: 'orderInfo.contact.postalCode', message: 'Prosím zadejte PSČ ve formátu XXX XX.' }])],
    });
    await user.click(await screen.findByTestId('checkout-continue'));
    expect(await screen.findByText('Prosím zadejte PSČ ve formátu XXX XX.')).toBeTruthy();
    expect(screen.queryByTestId('probe')).toBeNull();
  });
});

describe('SummaryPage (step 5) and order placement', () => {
  it('reviews everything and requires the terms and privacy agreements', async () => {
    const user = userEvent.setup();
    const { checkout, cart } = readyCheckout();
    renderCheckout(<SummaryPage />, { path: '/kosik/rekapitulace', mocks: [checkoutDetailMock(checkout, cart)] });
    expect(text(await screen.findByTestId('summary-methods'))).toContain('PPL – doručení na adresu');
    expect(text(screen.getByTestId('summary-contacts'))).toContain('IČO: 27082440');
    expect(text(screen.getByTestId('summary-delivery'))).toContain('Dlouhá 5');
    expect(text(screen.getByTestId('cart-total-with-vat'))).toBe(norm(formatCzk(80_072)));
    expect(screen.getByTestId('vat-recap')).toBeTruthy();
    expect(screen.getByTestId('destiny-inquiry')).toBeTruthy();
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByText('Bez souhlasu s obchodními podmínkami nelze objednávku odeslat.')).toBeTruthy();
    expect(screen.getByText('Bez souhlasu se zpracováním osobních údajů nelze objednávku odeslat.')).toBeTruthy();
  });

  it('saves notes and agreements once (double click), then opens the saving page with one key per attempt', async () => {
    const user = userEvent.setup();
    const { checkout, cart } = readyCheckout();
    const update = dataUpdateMock(
      { notes: 'Zvonek 2', customerOrderNumber: 'PO-7', agreements: { terms: true, privacy: true, newsletter: false }, destiny: 'purchase' },
      checkout,
    );
    renderCheckout(<SummaryPage />, { path: '/kosik/rekapitulace', mocks: [checkoutDetailMock(checkout, cart), { ...update, delay: 50 }] });
    await user.type(await screen.findByLabelText('Poznámka k objednávce'), 'Zvonek 2');
    await user.type(screen.getByLabelText('Vaše číslo objednávky'), 'PO-7');
    await user.click(screen.getByTestId('agreement-terms'));
    await user.click(screen.getByTestId('agreement-privacy'));
    await user.dblClick(screen.getByTestId('checkout-submit'));
    const probe = await screen.findByTestId('probe');
    expect(probe.textContent).toBe('/kosik/ukladani-objednavky');
    const state: unknown = JSON.parse(probe.getAttribute('data-state') ?? 'null');
    expect(state).toMatchObject({ expectedTotal: 80_072 });
    expect(JSON.stringify(state)).toMatch(/"idempotencyKey":"[0-9a-f-]{36}"/);
  });

  it('shows a refused order at the summary, with the cart kept', async () => {
    const { checkout, cart } = readyCheckout();
    renderCheckout(<SummaryPage />, {
      path: '/kosik/rekapitulace',
      state: { error: 'Produkt CIS-MOP-1 je vyprodaný. Odeberte jej prosím z košíku.' },
      mocks: [checkoutDetailMock(checkout, cart)],
    });
    expect(text(await screen.findByTestId('purchase-error'))).toBe('Produkt CIS-MOP-1 je vyprodaný. Odeberte jej prosím z košíku.');
    expect(screen.getAllByTestId('cart-subject')).toHaveLength(1);
  });

  const attempt: SavingState = { idempotencyKey: '0b6c1c5e-4f7a-4d0e-9a55-3f1d2f0c9b11', expectedTotal: 80_072 };

  it('saving: success goes to /dekujeme with the order number', async () => {
    const placed = order();
    renderCheckout(<SavingPage />, {
      path: '/kosik/ukladani-objednavky',
      state: attempt,
      mocks: [
        createPurchaseMock(attempt.idempotencyKey, attempt.expectedTotal, {
          __typename: 'CreatePurchaseResult',
          status: 'success',
          errors: [],
          warnings: [],
          redirectUrl: null,
          order: placed,
          checkout: null,
        }),
      ],
    });
    expect(screen.getByTestId('saving-status').textContent).toBe('Ukládáme vaši objednávku, chvíli strpení…');
    expect((await screen.findByTestId('probe')).textContent).toBe('/dekujeme?objednavka=2026000001');
  });

  it('saving: a payment gateway result leaves for the provider page', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    renderCheckout(<SavingPage />, {
      path: '/kosik/ukladani-objednavky',
      state: attempt,
      mocks: [
        createPurchaseMock(attempt.idempotencyKey, attempt.expectedTotal, {
          __typename: 'CreatePurchaseResult',
          status: 'redirect-to-payment-gateway',
          errors: [],
          warnings: [],
          redirectUrl: '/api/payments/test/gateway/pay-1',
          order: order({ paymentStatus: 'pending' }),
          checkout: null,
        }),
      ],
    });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/payments/test/gateway/pay-1'));
    expect(screen.getByTestId('saving-status').textContent).toBe('Přesměrováváme vás na platební bránu…');
  });

  it('saving: an error goes back to the summary with the message', async () => {
    renderCheckout(<SavingPage />, {
      path: '/kosik/ukladani-objednavky',
      state: attempt,
      mocks: [
        createPurchaseMock(attempt.idempotencyKey, attempt.expectedTotal, {
          __typename: 'CreatePurchaseResult',
          status: 'error',
          errors: [mutationError('PRICE_CHANGED', 'Ceny v košíku se mezitím změnily. Zkontrolujte prosím objednávku a odešlete ji znovu.')],
          warnings: [],
          redirectUrl: null,
          order: null,
          checkout: null,
        }),
      ],
    });
    const probe = await screen.findByTestId('probe');
    expect(probe.textContent).toBe('/kosik/rekapitulace');
    expect(probe.getAttribute('data-state')).toContain('Ceny v košíku se mezitím změnily.');
  });

  it('saving without an attempt (reload) goes back to the summary', async () => {
    renderCheckout(<SavingPage />, { path: '/kosik/ukladani-objednavky' });
    expect((await screen.findByTestId('probe')).textContent).toBe('/kosik/rekapitulace');
  });
});

describe('ThankYouPage', () => {
  it('shows the order number and pushes the order to window.dataLayer once', async () => {
    window.dataLayer = [];
    const placed = order();
    renderCheckout(<ThankYouPage />, {
      path: '/dekujeme',
      url: '/dekujeme?objednavka=2026000001',
      loader: ({ request }) => ({ orderNumber: new URL(request.url).searchParams.get('objednavka') }),
      mocks: [orderMock(placed)],
    });
    expect((await screen.findByTestId('order-number')).textContent).toBe('2026000001');
    expect(text(screen.getByTestId('order-total'))).toBe(norm(formatCzk(80_100)));
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toEqual(analyticsOrder(placed));
    expect(analyticsOrder(placed)).toMatchObject({ number: '2026000001', total: 801, totalVat: 138.95, shipping: 129 });
  });

  it('says when the order is not found', async () => {
    renderCheckout(<ThankYouPage />, {
      path: '/dekujeme',
      url: '/dekujeme?objednavka=2026999999',
      loader: () => ({ orderNumber: '2026999999' }),
      mocks: [orderMock(null, '2026999999')],
    });
    expect(await screen.findByText('Objednávku jsme nenašli.')).toBeTruthy();
  });

  it('offers a pending payment at the gateway, and nothing to pay for an order paid otherwise', async () => {
    const pending = order({ paymentStatus: 'pending', paymentUrl: '/api/payments/test/gateway/p-1' });
    renderCheckout(<ThankYouPage />, { path: '/dekujeme', url: '/dekujeme', loader: () => ({ orderNumber: '2026000001' }), mocks: [orderMock(pending)] });
    const pay = await screen.findByRole('link', { name: 'Zaplatit objednávku' });
    expect(pay.getAttribute('href')).toBe('/api/payments/test/gateway/p-1');
    expect(screen.queryByRole('button', { name: 'Zaplatit znovu' })).toBeNull();
  });

  it('back from the gateway before it confirmed: says it waits for the confirmation, and the refresh shows the new state', async () => {
    const pending = order({ paymentStatus: 'pending', paymentUrl: '/api/payments/comgate/gateway/p-1' });
    const paid = order({ paymentStatus: 'paid', paymentUrl: null });
    renderCheckout(<ThankYouPage />, { path: '/dekujeme', url: '/dekujeme', loader: () => ({ orderNumber: '2026000001' }), mocks: [orderMock(pending), orderMock(paid)] });
    expect(await screen.findByText('Čekáme na potvrzení platby…')).toBeTruthy();
    expect(screen.getByTestId('payment-status').getAttribute('data-status')).toBe('pending');
    await userEvent.click(screen.getByRole('button', { name: 'Obnovit stav platby' }));
    await waitFor(() => expect(screen.getByTestId('payment-status').getAttribute('data-status')).toBe('paid'));
    expect(screen.queryByText('Čekáme na potvrzení platby…')).toBeNull();
  });

  it('says the gateway could not be contacted, instead of waiting for a confirmation', async () => {
    const pending = order({ paymentStatus: 'pending', paymentUrl: '/api/payments/comgate/gateway/p-1' });
    renderCheckout(<ThankYouPage />, {
      path: '/dekujeme',
      url: '/dekujeme?objednavka=2026000001&varovani=payment-gateway-transaction-error',
      loader: () => ({ orderNumber: '2026000001' }),
      mocks: [orderMock(pending)],
    });
    expect(await screen.findByText(/^Platební bránu se nepodařilo kontaktovat\./)).toBeTruthy();
    expect(screen.queryByText('Čekáme na potvrzení platby…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zaplatit objednávku' }).getAttribute('href')).toBe('/api/payments/comgate/gateway/p-1');
  });

  it.each(['cancelled', 'failed'])('after a %s payment starts a new attempt and goes to the gateway', async (status) => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    const failed = order({ paymentStatus: status, payment: { __typename: 'OrderMethod', sku: 'karta', name: 'Platební karta', price: money(0, 0) } });
    const again = { ...failed, paymentStatus: 'pending', paymentUrl: '/api/payments/test/gateway/p-2' };
    renderCheckout(<ThankYouPage />, {
      path: '/dekujeme',
      url: '/dekujeme',
      loader: () => ({ orderNumber: '2026000001' }),
      mocks: [orderMock(failed), retryPaymentMock({ order: again })],
    });
    expect(await screen.findByText('Platba neproběhla. Objednávka na vás počká, zaplatit ji můžete znovu.')).toBeTruthy();
    // Not a thank-you headline: the page says the payment did not go through, paying again comes first.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Platba neproběhla');
    expect(screen.queryByText('Děkujeme za objednávku')).toBeNull();
    const retry = screen.getByRole('button', { name: 'Zaplatit znovu' });
    expect(retry.compareDocumentPosition(screen.getByTestId('order-number')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(retry);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/payments/test/gateway/p-2'));
    go.mockRestore();
  });

  it('shows the transfer instructions of a bank-transfer order', async () => {
    const bankPayment = { __typename: 'BankPayment' as const, account: '2000123456/2010', iban: 'CZ78 2010 0000 0020 0012 3456', amount: 80_100, variableSymbol: '2026000001', qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' };
    renderCheckout(<ThankYouPage />, { path: '/dekujeme', url: '/dekujeme', loader: () => ({ orderNumber: '2026000001' }), mocks: [orderMock(order({ bankPayment }))] });
    expect((await screen.findByTestId('bank-account')).textContent).toBe('2000123456/2010');
    expect(screen.getByTestId('bank-iban').textContent).toBe('CZ78 2010 0000 0020 0012 3456');
    expect(text(screen.getByTestId('bank-amount'))).toBe(norm(formatCzk(80_100)));
    expect(screen.getByTestId('variable-symbol').textContent).toBe('2026000001');
    // QR Platba: the server's SVG with the Czech alt text.
    expect(screen.getByRole('img', { name: 'QR Platba' }).getAttribute('src')).toBe(bankPayment.qrCode);
  });

  it('shows no QR code when the transfer has none', async () => {
    const bankPayment = { __typename: 'BankPayment' as const, account: '2000123456/2010', iban: 'CZ78 2010 0000 0020 0012 3456', amount: 80_100, variableSymbol: '2026000001', qrCode: null };
    renderCheckout(<ThankYouPage />, { path: '/dekujeme', url: '/dekujeme', loader: () => ({ orderNumber: '2026000001' }), mocks: [orderMock(order({ bankPayment }))] });
    await screen.findByTestId('bank-account');
    expect(screen.queryByRole('img', { name: 'QR Platba' })).toBeNull();
  });

  it('invites an anonymous buyer to register instead of promising points; a customer gets no invitation', async () => {
    const { unmount } = renderCheckout(<ThankYouPage />, { path: '/dekujeme', url: '/dekujeme', loader: () => ({ orderNumber: '2026000001' }), mocks: [orderMock(order())] });
    expect((await screen.findByTestId('register-invite')).textContent).toContain('Věrnostní body za nákupy sbírají registrovaní zákazníci.');
    expect(screen.getByRole('link', { name: 'Zaregistrovat se' }).getAttribute('href')).toBe('/registrace');
    unmount();
    renderCheckout(<ThankYouPage />, { path: '/dekujeme', url: '/dekujeme', customer: 'Jana', loader: () => ({ orderNumber: '2026000001' }), mocks: [orderMock(order())] });
    await screen.findByTestId('order-number');
    expect(screen.queryByTestId('register-invite')).toBeNull();
  });

  it('shows the server\'s reason when a new attempt is refused', async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    renderCheckout(<ThankYouPage />, {
      path: '/dekujeme',
      url: '/dekujeme',
      loader: () => ({ orderNumber: '2026000001' }),
      mocks: [orderMock(order({ paymentStatus: 'cancelled' })), retryPaymentMock({ refusal: 'Platební brána teď není dostupná. Zkuste to prosím později.' })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Zaplatit znovu' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Platební brána teď není dostupná. Zkuste to prosím později.');
    expect(go).not.toHaveBeenCalled();
    go.mockRestore();
  });
});
