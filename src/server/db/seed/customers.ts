// The two demo customers (B2C and B2B) with delivery contacts, newsletter sign-ups, and one
// earlier visit of the B2B customer that left a saved cart behind (so the after-login
// "existing carts" decision has something to show).

import { emptyContact, type Contact } from '../../../domain/index.js';
import type {
  cartGifts,
  cartSubjects,
  carts,
  checkouts,
  customers,
  deliveryContacts,
  newsletterSubscriptions,
  sessions,
} from '../schema.js';
import { B2B_PRICE_GROUP_ID, DEFAULT_PRICE_GROUP_ID } from './products.js';

export type CustomerRow = typeof customers.$inferInsert;
export type DeliveryContactRow = typeof deliveryContacts.$inferInsert;

/** Demo accounts, for the README and tests. */
export const DEMO_CUSTOMERS = {
  b2c: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'jana.novakova@example.cz',
    password: 'Cisto2026!',
    name: 'Jana Nováková',
    priceGroup: DEFAULT_PRICE_GROUP_ID,
    pricesType: 'B2C',
  },
  b2b: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'nakup@hotel-vltava.cz',
    password: 'Cisto2026!',
    name: 'Petr Dvořák',
    priceGroup: B2B_PRICE_GROUP_ID,
    pricesType: 'B2B',
  },
} as const;

const contact = (fields: Partial<Contact>): Contact => ({ ...emptyContact(), ...fields });

const CREATED = new Date(Date.UTC(2025, 2, 14, 9, 30));

export type CustomerSeed = {
  customers: CustomerRow[];
  deliveryContacts: DeliveryContactRow[];
  newsletter: (typeof newsletterSubscriptions.$inferInsert)[];
  sessions: (typeof sessions.$inferInsert)[];
  checkouts: (typeof checkouts.$inferInsert)[];
  carts: (typeof carts.$inferInsert)[];
  cartSubjects: (typeof cartSubjects.$inferInsert)[];
  cartGifts: (typeof cartGifts.$inferInsert)[];
};

/** `passwordHashes`: the hashed demo passwords (hashing is slow, so it happens outside the seed transaction). */
export function buildCustomers(
  passwordHashes: { b2c: string; b2b: string },
  savedCartSkus: string[],
  giftSku: string | null,
): CustomerSeed {
  const { b2c, b2b } = DEMO_CUSTOMERS;
  const janaHome = contact({
    contactType: 'person',
    personName: 'Jana Nováková',
    street: 'Vinohradská 1234/56',
    city: 'Praha 2',
    postalCode: '120 00',
    country: 'CZ',
    emailAddress: b2c.email,
    phoneNumber: '+420 602 123 456',
  });
  const hotel = contact({
    contactType: 'company',
    companyName: 'Hotel Vltava s.r.o.',
    companyRegNo: '27074358',
    companyTaxNo: 'CZ27074358',
    personName: 'Petr Dvořák',
    street: 'Dvořákovo nábřeží 8',
    city: 'Praha 1',
    postalCode: '110 00',
    country: 'CZ',
    emailAddress: b2b.email,
    phoneNumber: '+420 777 234 567',
  });

  const customerRows: CustomerRow[] = [
    {
      id: b2c.id,
      email: b2c.email,
      passwordHash: passwordHashes.b2c,
      name: b2c.name,
      priceGroup: b2c.priceGroup,
      pricesType: b2c.pricesType,
      contact: janaHome,
      newsletter: true,
      createdAt: CREATED,
    },
    {
      id: b2b.id,
      email: b2b.email,
      passwordHash: passwordHashes.b2b,
      name: b2b.name,
      priceGroup: b2b.priceGroup,
      pricesType: b2b.pricesType,
      contact: hotel,
      newsletter: false,
      createdAt: new Date(CREATED.getTime() + 86_400_000),
    },
  ];

  const deliveryRows: DeliveryContactRow[] = [
    { id: '00000000-0000-4000-8000-000000000101', customerId: b2c.id, contact: janaHome, isDefault: true, createdAt: CREATED },
    {
      id: '00000000-0000-4000-8000-000000000102',
      customerId: b2c.id,
      contact: contact({
        contactType: 'office',
        officeName: 'Kancelář Karlín',
        personName: 'Jana Nováková',
        street: 'Sokolovská 100/94',
        city: 'Praha 8',
        postalCode: '186 00',
        country: 'CZ',
        emailAddress: b2c.email,
        phoneNumber: '+420 602 123 456',
      }),
      isDefault: false,
      createdAt: CREATED,
    },
    { id: '00000000-0000-4000-8000-000000000201', customerId: b2b.id, contact: hotel, isDefault: true, createdAt: CREATED },
    {
      id: '00000000-0000-4000-8000-000000000202',
      customerId: b2b.id,
      contact: contact({
        contactType: 'company',
        companyName: 'Hotel Vltava s.r.o.',
        companyRegNo: '27074358',
        companyTaxNo: 'CZ27074358',
        officeName: 'Sklad – zásobování',
        personName: 'Martina Horáková',
        street: 'Přístavní 24',
        city: 'Praha 7',
        postalCode: '170 00',
        country: 'CZ',
        emailAddress: 'sklad@hotel-vltava.cz',
        phoneNumber: '+420 777 345 678',
      }),
      isDefault: false,
      createdAt: CREATED,
    },
  ];

  const checkoutId = '00000000-0000-4000-8000-000000000301';
  const activeCartId = '00000000-0000-4000-8000-000000000401';
  const savedCartId = '00000000-0000-4000-8000-000000000402';
  const visit = new Date(Date.UTC(2026, 4, 20, 13, 0));

  return {
    customers: customerRows,
    deliveryContacts: deliveryRows,
    newsletter: [
      { email: b2c.email, agreedAt: CREATED },
      { email: 'recepce@penzion-lipa.cz', agreedAt: new Date(Date.UTC(2025, 5, 2, 7)) },
      { email: 'uklid@skola-hajek.cz', agreedAt: new Date(Date.UTC(2025, 8, 15, 12)) },
    ],
    sessions: [
      {
        id: '00000000-0000-4000-8000-000000000501',
        checkoutId,
        customerId: b2b.id,
        pricesType: 'B2B',
        compare: savedCartSkus.slice(0, 2),
        recentlyViewed: savedCartSkus,
        createdAt: visit,
        lastSeenAt: visit,
      },
    ],
    checkouts: [
      {
        id: checkoutId,
        customerId: b2b.id,
        activeCartId,
        data: { destiny: 'purchase', notes: 'Dodat na recepci.' },
        furthestStep: 'cart',
        createdAt: visit,
        updatedAt: visit,
      },
    ],
    carts: [
      { id: activeCartId, checkoutId, customerId: b2b.id, state: 'active', priceGroup: B2B_PRICE_GROUP_ID, pricesType: 'B2B', createdAt: visit, updatedAt: visit },
      {
        id: savedCartId,
        checkoutId,
        customerId: b2b.id,
        state: 'saved',
        priceGroup: B2B_PRICE_GROUP_ID,
        pricesType: 'B2B',
        version: savedCartSkus.length,
        createdAt: visit,
        updatedAt: visit,
      },
    ],
    cartSubjects: savedCartSkus.map((sku, position) => ({
      cartId: savedCartId,
      sku,
      packType: 'pcs',
      quantity: (position + 1) * 2,
      subjectType: 'item',
      position,
    })),
    cartGifts: giftSku ? [{ cartId: savedCartId, giftSku }] : [],
  };
}
