// The profile area: the login guard (a logged-out visit goes to login and back), the dashboard
// greeting, and editing a delivery address.
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession } from '../../src/client/apollo/session';
import { profileGuardLoader } from '../../src/client/features/profile/loaders';
import { ProfileAddressesPage } from '../../src/client/features/profile/ProfileAddressesPage';
import { ProfileDashboardPage } from '../../src/client/features/profile/ProfileDashboardPage';
import {
  CHECKOUT_ID,
  JANA,
  customer,
  customerMock,
  customerOrdersMock,
  deliveryContact,
  deliveryContactUpdateMock,
  shoppingListsMock,
} from '../fixtures/account';
import { renderAccount } from './account-render';

function guardWith(customerName: string | null, mocks: Parameters<typeof customerMock>[0][]) {
  const session = createStaticSession({
    accessToken: 't',
    accessTokenType: 'Bearer',
    checkoutId: CHECKOUT_ID,
    pricesType: 'B2C',
    customer: customerName ? { name: customerName } : null,
  });
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks.map(customerMock)) });
  return profileGuardLoader(client, session);
}

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.headers.get('Location') : null;
  }
}

describe('profile login guard', () => {
  const request = new Request('http://shop.test/profil/faktury?strana=2');

  it('sends a logged-out visitor to the login dialog with the way back, without asking the server', async () => {
    expect(await redirectOf(() => guardWith(null, [])({ request }))).toBe('/?prihlaseni=%2Fprofil%2Ffaktury%3Fstrana%3D2');
  });

  it('sends a visitor whose login ended on the server to login too', async () => {
    expect(await redirectOf(() => guardWith(JANA.name, [null])({ request }))).toBe('/?prihlaseni=%2Fprofil%2Ffaktury%3Fstrana%3D2');
  });

  it('lets the logged-in customer in', async () => {
    expect(await guardWith(JANA.name, [customer()])({ request })).toBe(null);
  });
});

describe('profile pages', () => {
  it('greets the customer by name with points, recent orders and shopping lists', async () => {
    renderAccount(<ProfileDashboardPage />, {
      customer: JANA.name,
      path: '/profil',
      mocks: [customerMock(customer({ loyaltyPoints: 120 })), customerOrdersMock(1, 5, ['2026000123']), shoppingListsMock(['Úklid kanceláře'])],
    });
    expect((await screen.findByTestId('profile-greeting')).textContent).toBe('Dobrý den, Jana Nováková');
    expect(screen.getByTestId('profile-points').textContent).toBe('120 bodů');
    expect(await screen.findByRole('link', { name: '2026000123' })).toBeTruthy();
    expect(await screen.findByText('Úklid kanceláře')).toBeTruthy();
  });

  it('edits a delivery address and shows the saved one', async () => {
    const before = customer();
    const after = customer({ deliveryContacts: [deliveryContact('dc-1', 'Krátká 7', true), deliveryContact('dc-2', 'Na Poříčí 5', false)] });
    const edited = { ...deliveryContact('dc-1', 'Krátká 7', true) };
    const input = {
      contactType: edited.contactType,
      personName: edited.personName,
      companyName: '',
      companyRegNo: '',
      companyTaxNo: '',
      officeName: '',
      street: 'Krátká 7',
      city: edited.city,
      postalCode: edited.postalCode,
      country: 'CZ',
      emailAddress: '',
      phoneNumber: '',
    };
    renderAccount(<ProfileAddressesPage />, {
      customer: JANA.name,
      path: '/profil/dodaci-adresy',
      mocks: [customerMock(before), deliveryContactUpdateMock('dc-1', input, after)],
    });
    const list = await screen.findByTestId('address-list');
    expect(within(list).getByText('Výchozí adresa')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(list).getAllByTestId('address-edit')[0]!);
    const form = await screen.findByTestId('address-form');
    const street = form.querySelector<HTMLInputElement>('input[name="contact.street"]');
    if (!street) throw new Error('street input missing');
    await user.clear(street);
    await user.type(street, 'Krátká 7');
    await user.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(screen.getByTestId('address-list').textContent).toContain('Krátká 7'));
    expect(await screen.findByText('Adresa byla uložena.')).toBeTruthy();
    expect(screen.queryByTestId('address-form')).toBe(null);
  });
});
