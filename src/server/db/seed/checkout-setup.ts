// Shipping and payment methods with their eligibility rules, the shipping–payment map, gifts
// and coupons. Method and map prices are net haléře; rule limits use the units of
// src/domain/eligibility.ts: grams, millimetres, millilitres, haléře with VAT.

import { priceWithTax, priceWithoutTax, type MethodRule } from '../../../domain/index.js';
import type { coupons, gifts, paymentMethods, shippingMethods, shippingPaymentMap } from '../schema.js';

export type ShippingMethodRow = typeof shippingMethods.$inferInsert;
export type PaymentMethodRow = typeof paymentMethods.$inferInsert;
export type ShippingPaymentRow = typeof shippingPaymentMap.$inferInsert;
export type GiftRow = typeof gifts.$inferInsert;
export type CouponRow = typeof coupons.$inferInsert;

const VAT = 21;
/**
 * Net haléře for a gross price in whole koruny (prices are quoted to shoppers with VAT). Some
 * gross prices have no net price in whole haléře that rounds back to them at 21 % (49 Kč would
 * show as 49,01 Kč): those are refused, so a demo price always displays as written.
 */
const net = (grossKc: number): number => {
  const gross = grossKc * 100;
  const guess = priceWithoutTax(gross, VAT);
  const exact = [guess, guess - 1, guess + 1].find((candidate) => priceWithTax(candidate, VAT) === gross);
  if (exact === undefined) throw new Error(`No net price gives exactly ${grossKc} Kč with ${VAT} % VAT; choose another demo price.`);
  return exact;
};

type Shipping = Omit<ShippingMethodRow, 'rule' | 'vatRate' | 'position'> & { rule: MethodRule };

/** `machineSkus`: products the installation delivery is restricted to (productSkus rule). */
export function buildShippingMethods(machineSkus: string[]): ShippingMethodRow[] {
  const methods: Shipping[] = [
    ...(['praha', 'brno', 'ostrava'] as const).map((city) => ({
      sku: `osobni-odber-${city}`,
      name: `Osobní odběr – showroom ${city === 'praha' ? 'Praha' : city === 'brno' ? 'Brno' : 'Ostrava'}`,
      description: 'Zboží si vyzvednete v showroomu, obvykle do 2 hodin od objednání.',
      image: '/images/brands/osobni-odber.svg',
      price: 0,
      parcelService: null,
      personalPickup: true,
      showroomId: `showroom-${city}`,
      rule: {},
    })),
    {
      sku: 'zasilkovna',
      name: 'Zásilkovna – výdejní místo',
      description: 'Doručení na více než 7 000 výdejních míst a do Z-BOXů.',
      image: '/images/brands/zasilkovna.svg',
      price: net(79),
      parcelService: 'zasilkovna',
      personalPickup: false,
      showroomId: null,
      rule: { maxWeight: 15_000, dimension: 700, maxVolume: 100_000 },
    },
    {
      sku: 'ppl',
      name: 'PPL – doručení na adresu',
      description: 'Doručení následující pracovní den, kurýr volá před doručením.',
      image: '/images/brands/ppl.svg',
      price: net(129),
      parcelService: 'ppl',
      personalPickup: false,
      showroomId: null,
      rule: { maxWeight: 31_500, dimension: 1_200, priceTo: 249_999 },
    },
    {
      sku: 'ppl-zdarma',
      name: 'PPL – doprava zdarma',
      description: 'Při nákupu nad 2 500 Kč vám zboží doručíme zdarma.',
      image: '/images/brands/ppl.svg',
      price: 0,
      parcelService: 'ppl',
      personalPickup: false,
      showroomId: null,
      rule: { maxWeight: 31_500, dimension: 1_200, priceFrom: 250_000 },
    },
    {
      sku: 'dpd',
      name: 'DPD – doručení na adresu',
      description: 'Doručení do druhého dne s možností přesměrování zásilky.',
      image: '/images/brands/dpd.svg',
      price: net(139),
      parcelService: 'dpd',
      personalPickup: false,
      showroomId: null,
      rule: { maxWeight: 31_500, dimension: 1_750 },
    },
    {
      sku: 'ceska-posta',
      name: 'Česká pošta – Balík Do ruky',
      description: 'Doručení po celé ČR, uložení na poště až 7 dní.',
      image: '/images/brands/ceska-posta.svg',
      price: net(149),
      parcelService: 'ceska-posta',
      personalPickup: false,
      showroomId: null,
      rule: { maxWeight: 30_000, dimension: 1_000, maxVolume: 200_000 },
    },
    {
      sku: 'rozvoz',
      name: 'Rozvoz vlastním autem',
      description: 'Pro registrované zákazníky v Praze, Brně a Ostravě při nákupu nad 3 000 Kč zdarma.',
      image: '/images/brands/rozvoz.svg',
      price: 0,
      parcelService: null,
      personalPickup: false,
      showroomId: null,
      rule: { registeredUsers: true, priceFrom: 300_000 },
    },
    {
      sku: 'paleta',
      name: 'Paletová přeprava',
      description: 'Pro zásilky nad 30 kg; doručení na paletě s avizací.',
      image: '/images/brands/paleta.svg',
      price: net(1499),
      parcelService: 'paleta',
      personalPickup: false,
      showroomId: null,
      rule: { minWeight: 30_000 },
    },
    {
      sku: 'technik',
      name: 'Doručení technikem s instalací',
      description: 'Stroj doveze náš technik, zprovozní ho a zaškolí obsluhu.',
      image: '/images/brands/technik.svg',
      price: net(990),
      parcelService: null,
      personalPickup: false,
      showroomId: null,
      rule: { productSkus: machineSkus },
    },
  ];
  return methods.map(({ rule, ...m }, position) => ({ ...m, rule: { ...rule }, vatRate: VAT, position }));
}

type Payment = Omit<PaymentMethodRow, 'rule' | 'vatRate' | 'position'> & { rule: MethodRule };

/** `cardGateway`: the provider the card method pays through (the configured one; default the test provider). */
export function buildPaymentMethods(cardGateway = 'test'): PaymentMethodRow[] {
  const methods: Payment[] = [
    {
      sku: 'karta',
      name: 'Platba kartou online',
      description: 'Visa, Mastercard, Apple Pay a Google Pay přes platební bránu.',
      image: '/images/brands/karta.svg',
      price: 0,
      paymentType: 'online',
      paymentGateway: cardGateway,
      pettyCash: 'none',
      rule: {},
    },
    {
      sku: 'prevod',
      name: 'Bankovní převod',
      description: 'Zboží odešleme po připsání platby na náš účet.',
      image: '/images/brands/prevod.svg',
      price: 0,
      paymentType: 'inAdvance',
      paymentGateway: null,
      pettyCash: 'none',
      rule: {},
    },
    {
      sku: 'dobirka',
      name: 'Dobírka',
      description: 'Platba hotově nebo kartou při převzetí zásilky.',
      image: '/images/brands/dobirka.svg',
      price: net(39),
      paymentType: 'cashOnDelivery',
      paymentGateway: null,
      pettyCash: 'one',
      rule: { priceTo: 2_000_000 },
    },
    {
      sku: 'hotove',
      name: 'Hotově při převzetí',
      description: 'Platba v showroomu nebo řidiči při rozvozu.',
      image: '/images/brands/hotove.svg',
      price: 0,
      paymentType: 'cashOnDelivery',
      paymentGateway: null,
      pettyCash: 'one',
      rule: {},
    },
    {
      sku: 'faktura',
      name: 'Na fakturu se splatností 14 dní',
      description: 'Pro registrované zákazníky; faktura přijde e-mailem.',
      image: '/images/brands/faktura.svg',
      price: 0,
      // The spec's payment types have no "on invoice"; the money comes later by transfer.
      paymentType: 'inAdvance',
      paymentGateway: null,
      pettyCash: 'none',
      rule: { registeredUsers: true },
    },
  ];
  return methods.map(({ rule, ...m }, position) => ({ ...m, rule: { ...rule }, vatRate: VAT, position }));
}

/** Which payments go with which shipping, at what surcharge (net haléře, 21 % VAT). */
export function buildShippingPaymentMap(shipping: ShippingMethodRow[]): ShippingPaymentRow[] {
  const cod = net(39);
  const combos: Record<string, Record<string, number>> = {
    pickup: { hotove: 0, karta: 0, prevod: 0, faktura: 0 },
    zasilkovna: { dobirka: cod, karta: 0, prevod: 0 },
    ppl: { dobirka: cod, karta: 0, prevod: 0, faktura: 0 },
    'ppl-zdarma': { dobirka: cod, karta: 0, prevod: 0, faktura: 0 },
    dpd: { dobirka: cod, karta: 0, prevod: 0, faktura: 0 },
    'ceska-posta': { dobirka: net(48), karta: 0, prevod: 0 },
    rozvoz: { hotove: 0, karta: 0, faktura: 0 },
    paleta: { prevod: 0, faktura: 0, karta: 0 },
    technik: { prevod: 0, faktura: 0, hotove: 0 },
  };
  return shipping.flatMap((method) => {
    const payments = combos[method.personalPickup ? 'pickup' : method.sku] ?? {};
    return Object.entries(payments).map(([paymentSku, price]) => ({ shippingSku: method.sku, paymentSku, price, tax: VAT }));
  });
}

export const GIFTS: GiftRow[] = [
  { sku: 'DAR-001', text: 'Mikroutěrka Čisto 40 × 40 cm', loyaltyPoints: 50, image: '/images/products/DAR-001.webp' },
  { sku: 'DAR-002', text: 'Pracovní rukavice máčené v nitrilu', loyaltyPoints: 100, image: '/images/products/DAR-002.webp' },
  { sku: 'DAR-003', text: 'Sada hotelové kosmetiky', loyaltyPoints: 150, image: '/images/products/DAR-003.webp' },
  { sku: 'DAR-004', text: 'Dávkovač mýdla Čisto 0,5 l', loyaltyPoints: 300, image: '/images/products/DAR-004.webp' },
  { sku: 'DAR-005', text: 'Plochý mop s teleskopickou násadou', loyaltyPoints: 600, image: '/images/products/DAR-005.webp' },
  { sku: 'DAR-006', text: 'Ruční parní čistič', loyaltyPoints: 1000, image: '/images/products/DAR-006.webp' },
];

export const COUPONS: CouponRow[] = [
  { code: 'SLEVA10', description: 'Sleva 10 % na celý nákup', percent: 10, amount: null, minTotal: null, validUntil: new Date(Date.UTC(2027, 11, 31, 22, 59, 59)) },
  {
    code: 'JARO200',
    description: 'Sleva 200 Kč (s DPH) při nákupu nad 1 500 Kč',
    percent: null,
    amount: 20_000,
    minTotal: 150_000,
    validUntil: new Date(Date.UTC(2027, 4, 31, 21, 59, 59)),
  },
  { code: 'ZIMA2024', description: 'Zimní sleva 15 % (platnost skončila)', percent: 15, amount: null, minTotal: null, validUntil: new Date(Date.UTC(2024, 2, 31, 21, 59, 59)) },
];
