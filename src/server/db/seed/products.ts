// The product catalogue: names, parameters, prices, stock, relations and reviews, generated
// chunk by chunk so 100 000 products never sit in memory at once.
//
// Determinism: product i draws from its own PRNG seeded by i, and every cross-product choice
// (leaf category, related skus) is a function of i and the total, so the same options always
// give the same rows, and product i is the same whatever the total (only its related skus,
// which must exist, depend on it).

import {
  CZECH_GS1_PREFIX,
  STOCK_TEXTS,
  ean13,
  formatDate,
  priceWithTax,
  priceWithoutTax,
  warrantyParameterCodes,
} from '../../../domain/index.js';
import type {
  additionalServices,
  priceGroups,
  priceHistory,
  prices,
  productTaxonomies,
  products,
  ProductParameter,
  QuantitySettings,
  quantityPrices,
  relatedProducts,
  reviews,
} from '../schema.js';
import { createRng, hashText, type Rng } from './prng.js';
import type { BuiltTaxonomy, LeafCategory, ProductKind, PreviewKey } from './taxonomy.js';
import { SERVICES_PATH } from './taxonomy.js';
import { nameColumns } from '../name-sort-keys.js';
import { seedClassification } from './hazards.js';
import {
  APPAREL_MATERIALS,
  APPAREL_SIZES,
  BAG_MATERIALS,
  BIN_MATERIALS,
  CLOSING_SENTENCES,
  DISPENSER_MATERIALS,
  FIRST_NAMES,
  GLOVE_COLOURS,
  GLOVE_SIZES,
  KIND_SENTENCES,
  LIQUID_COLOURS,
  METAL_COLOURS,
  ON_WAY_DAYS,
  PAPER_COLOURS,
  PAPER_MATERIALS,
  PLASTIC_COLOURS,
  REVIEW_TEXTS,
  SCENTS,
  SURNAME_INITIALS,
  TO_ORDER_NOTES,
  TOOL_MATERIALS,
} from './words.js';

export type ProductRow = typeof products.$inferInsert;
export type ProductTaxonomyRow = typeof productTaxonomies.$inferInsert;
export type PriceRow = typeof prices.$inferInsert;
export type PriceHistoryRow = typeof priceHistory.$inferInsert;
export type QuantityPriceRow = typeof quantityPrices.$inferInsert;
export type AdditionalServiceRow = typeof additionalServices.$inferInsert;
export type RelatedProductRow = typeof relatedProducts.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert;

export const DEFAULT_PRICE_GROUP_ID = '_default';
export const B2B_PRICE_GROUP_ID = 'b2b-velkoodber';
/** B2B net prices are this share of the consumer net price (≈ 12 % cheaper). */
const B2B_PRICE_FACTOR = 0.88;

export const PRICE_GROUP_ROWS: (typeof priceGroups.$inferInsert)[] = [
  { id: DEFAULT_PRICE_GROUP_ID, name: 'Koncoví zákazníci', b2b: false },
  { id: B2B_PRICE_GROUP_ID, name: 'Velkoodběr', b2b: true },
];

export function productSku(index: number): string {
  return `CI-${String(index + 1).padStart(6, '0')}`;
}

/**
 * The EAN-13 of product `index`: the Czech GS1 prefix 859, the product's number in nine digits and
 * the check digit (CI-000117 → 859000000117 and 3). Services take numbers from 999 000 001 on.
 */
export function productEan(index: number): string {
  return ean13(`${CZECH_GS1_PREFIX}${String(index + 1).padStart(9, '0')}`);
}

const SERVICE_EAN_FROM = 999_000_000;

// --- Product kinds ------------------------------------------------------------------------

type Family = keyof typeof KIND_SENTENCES;

/** One pack size: label in the name, base net price in Kč, shipping weight/volume/longest side. */
type Size = { label: string; kc: number; weightG: number; volumeMl: number; dimMm: number; amount: number };

const size = (label: string, kc: number, weightG: number, volumeMl: number, dimMm: number, amount: number): Size => ({
  label,
  kc,
  weightG,
  volumeMl,
  dimMm,
  amount,
});

type ParamInput = { rng: Rng; size: Size; leaf: LeafCategory; noun: string; mod: string };

type KindDef = {
  family: Family;
  sizes: readonly Size[];
  params(input: ParamInput): ProductParameter[];
  /** Carton sizes this kind ships in; empty: never sold by the carton. */
  cartons: readonly number[];
  /** Durable goods get extended warranties (zar01/zar02). */
  warranty?: { zar01: number; zar02: number };
  /** Assembly service sku offered with the product. */
  assembly?: 'mont01' | 'mont02';
  /** Can be second hand (refurbished) stock. */
  refurbishable?: boolean;
};

const param = (code: string, name: string, value: string | number, unit: string | null = null): ProductParameter => ({
  code,
  name,
  value,
  unit,
});

const round2 = (value: number): number => Math.round(value * 100) / 100;
const liters = (ml: number): ProductParameter => param('objem', 'Objem', round2(ml / 1000), 'l');
const weight = (g: number): ProductParameter => param('hmotnost', 'Hmotnost', round2(g / 1000), 'kg');
const pack = (text: string): ProductParameter => param('baleni', 'Balení', text);
const colour = (value: string): ProductParameter => param('barva', 'Barva', value);
const material = (value: string): ProductParameter => param('material', 'Materiál', value);
const scent = (rng: Rng): ProductParameter => param('vune', 'Vůně', rng.pick(SCENTS));
const plies = (rng: Rng, mod: string): ProductParameter =>
  param('vrstvy', 'Počet vrstev', mod.includes('tří') ? 3 : mod.includes('dvou') ? 2 : rng.pick([1, 2, 2, 3]));

/** "23 × 9 × 6 cm" from the longest side and two random proportions. */
function dimensions(rng: Rng, longestMm: number): ProductParameter {
  const a = Math.max(1, Math.round(longestMm / 10));
  const b = Math.max(1, Math.round((a * (35 + rng.int(0, 50))) / 100));
  const c = Math.max(1, Math.round((b * (40 + rng.int(0, 50))) / 100));
  return param('rozmery', 'Rozměry', `${a} × ${b} × ${c} cm`);
}

function phParam(rng: Rng, leaf: LeafCategory): ProductParameter[] {
  const range = leaf.products.ph;
  if (!range) return [];
  return [param('ph', 'pH', Math.round((range[0] + rng.next() * (range[1] - range[0])) * 10) / 10)];
}

const liquidParams = (containers: { small: string; large: string }) =>
  ({ rng, size: s, leaf }: ParamInput): ProductParameter[] => [
    liters(s.amount),
    scent(rng),
    ...phParam(rng, leaf),
    colour(rng.pick(LIQUID_COLOURS)),
    pack(s.amount >= 5000 ? containers.large : containers.small),
    weight(s.weightG),
  ];

const KINDS: Record<ProductKind, KindDef> = {
  liquid: {
    family: 'liquid',
    sizes: [
      size('500 ml', 49, 560, 700, 230, 500),
      size('750 ml', 69, 820, 1000, 260, 750),
      size('1 l', 89, 1080, 1300, 280, 1000),
      size('5 l', 349, 5300, 6200, 330, 5000),
      size('10 l', 629, 10500, 12500, 380, 10000),
    ],
    params: liquidParams({ small: 'láhev', large: 'kanystr' }),
    cartons: [6, 12, 24],
  },
  spray: {
    family: 'liquid',
    sizes: [size('250 ml', 79, 290, 450, 190, 250), size('300 ml', 89, 340, 500, 200, 300), size('500 ml', 119, 560, 800, 230, 500)],
    params: liquidParams({ small: 'sprej', large: 'kanystr' }),
    cartons: [12, 24],
  },
  cream: {
    family: 'liquid',
    sizes: [size('50 ml', 59, 70, 120, 120, 50), size('100 ml', 89, 130, 200, 150, 100), size('500 ml', 249, 560, 800, 200, 500)],
    params: ({ rng, size: s }) => [liters(s.amount), scent(rng), pack(s.amount >= 500 ? 'láhev s pumpičkou' : 'tuba'), weight(s.weightG)],
    cartons: [12, 24],
  },
  powder: {
    family: 'liquid',
    sizes: [
      size('1 kg', 129, 1050, 1300, 220, 1000),
      size('3 kg', 329, 3100, 3900, 300, 3000),
      size('5 kg', 499, 5150, 6500, 350, 5000),
      size('10 kg', 899, 10200, 13000, 420, 10000),
    ],
    params: ({ rng, size: s }) => [
      weight(s.amount),
      param('pocet-davek', 'Počet pracích dávek', Math.round((s.amount / 1000) * 13), 'dávek'),
      scent(rng),
      pack(s.amount >= 5000 ? 'kbelík' : 'krabice'),
    ],
    cartons: [4, 6],
  },
  tablets: {
    family: 'liquid',
    sizes: [size('40 ks', 179, 720, 900, 200, 40), size('80 ks', 329, 1400, 1800, 250, 80), size('150 ks', 569, 2600, 3400, 300, 150)],
    params: ({ rng, size: s }) => [pack(`${s.amount} ks`), weight(s.weightG), scent(rng)],
    cartons: [6, 12],
  },
  'toilet-paper': {
    family: 'paper',
    sizes: [
      size('8 rolí', 69, 850, 9000, 260, 8),
      size('16 rolí', 129, 1700, 18000, 420, 16),
      size('32 rolí', 239, 3400, 36000, 520, 32),
      size('64 rolí', 459, 6800, 72000, 620, 64),
    ],
    params: ({ rng, size: s, mod }) => [
      plies(rng, mod),
      pack(`${s.amount} rolí`),
      param('navin', 'Délka návinu', rng.pick([18, 20, 25, 30]), 'm'),
      material(mod.includes('recykl') ? 'recyklovaný papír' : rng.pick(PAPER_MATERIALS)),
      colour(rng.pick(PAPER_COLOURS)),
    ],
    cartons: [6, 8],
  },
  'jumbo-roll': {
    family: 'paper',
    sizes: [size('6 rolí', 389, 6000, 40000, 560, 6), size('12 rolí', 729, 12000, 80000, 600, 12)],
    params: ({ rng, size: s, mod }) => {
      const diameter = /(\d+) cm/.exec(mod)?.[1];
      return [
        plies(rng, mod),
        pack(`${s.amount} rolí`),
        param('prumer-role', 'Průměr role', diameter ? Number(diameter) : rng.pick([19, 24, 28]), 'cm'),
        param('navin', 'Délka návinu', rng.pick([150, 200, 280, 400]), 'm'),
        material(rng.pick(PAPER_MATERIALS)),
      ];
    },
    cartons: [],
  },
  towels: {
    family: 'paper',
    sizes: [size('3000 ks', 299, 3900, 15000, 410, 3000), size('4000 ks', 379, 5000, 20000, 420, 4000), size('5000 ks', 459, 6200, 25000, 420, 5000)],
    params: ({ rng, size: s, mod }) => [
      plies(rng, mod),
      pack(`${s.amount} ks`),
      param('rozmery', 'Rozměry', rng.pick(['25 × 23 cm', '24 × 21 cm', '25 × 22 cm'])),
      material(mod.includes('recykl') ? 'recyklovaný papír' : rng.pick(PAPER_MATERIALS)),
      colour(mod.includes('zelen') ? 'zelená' : rng.pick(PAPER_COLOURS)),
    ],
    cartons: [],
  },
  'towel-roll': {
    family: 'paper',
    sizes: [size('2 role', 49, 400, 4000, 240, 2), size('4 role', 89, 800, 8000, 250, 4), size('6 rolí', 589, 9000, 45000, 400, 6)],
    params: ({ rng, size: s, mod }) => [
      plies(rng, mod),
      pack(`${s.amount} rolí`),
      param('navin', 'Délka návinu', rng.pick([12, 25, 150, 300]), 'm'),
      material(rng.pick(PAPER_MATERIALS)),
      colour(mod.includes('modr') ? 'modrá' : rng.pick(PAPER_COLOURS)),
    ],
    cartons: [6, 12],
  },
  napkins: {
    family: 'paper',
    sizes: [size('100 ks', 29, 300, 1200, 220, 100), size('10 × 10 ks', 35, 250, 800, 220, 100), size('500 ks', 119, 1500, 5000, 330, 500)],
    params: ({ rng, size: s, mod }) => [
      plies(rng, mod),
      pack(s.label),
      param('rozmery', 'Rozměry', rng.pick(['21 × 21 cm', '33 × 33 cm', '40 × 40 cm'])),
      colour(mod.includes('barev') ? rng.pick(['žlutá', 'červená', 'zelená']) : 'bílá'),
    ],
    cartons: [12, 24],
  },
  dispenser: {
    family: 'durable',
    sizes: [size('0,5 l', 349, 700, 3000, 220, 500), size('1 l', 549, 1100, 4500, 280, 1000), size('1,2 l', 899, 1600, 5200, 300, 1200)],
    params: ({ rng, size: s, mod }) => [
      liters(s.amount),
      material(mod.includes('nerez') ? 'nerezová ocel AISI 304' : rng.pick(DISPENSER_MATERIALS)),
      colour(mod.includes('čern') ? 'černá' : mod.includes('bíl') ? 'bílá' : rng.pick(METAL_COLOURS)),
      dimensions(rng, s.dimMm),
      weight(s.weightG),
      param('montaz', 'Montáž', 'na zeď'),
    ],
    cartons: [6],
    warranty: { zar01: 5, zar02: 9 },
    assembly: 'mont01',
    refurbishable: true,
  },
  'paper-dispenser': {
    family: 'durable',
    sizes: [size('Mini', 449, 900, 5500, 280, 1), size('Maxi', 799, 1600, 12000, 380, 1), size('Duo', 999, 2200, 16000, 420, 2)],
    params: ({ rng, size: s, mod }) => [
      material(mod.includes('nerez') ? 'nerezová ocel AISI 304' : rng.pick(DISPENSER_MATERIALS)),
      colour(mod.includes('bíl') ? 'bílá' : rng.pick(METAL_COLOURS)),
      dimensions(rng, s.dimMm),
      weight(s.weightG),
      param('montaz', 'Montáž', 'na zeď'),
    ],
    cartons: [],
    warranty: { zar01: 5, zar02: 9 },
    assembly: 'mont01',
    refurbishable: true,
  },
  dryer: {
    family: 'durable',
    sizes: [size('1200 W', 2490, 3500, 12000, 300, 1200), size('1800 W', 4590, 5200, 18000, 350, 1800), size('2300 W', 8990, 9000, 26000, 660, 2300)],
    params: ({ rng, size: s, mod }) => [
      param('prikon', 'Příkon', s.amount, 'W'),
      material(mod.includes('nerez') ? 'nerezová ocel AISI 304' : rng.pick(DISPENSER_MATERIALS)),
      colour(rng.pick(METAL_COLOURS)),
      dimensions(rng, s.dimMm),
      weight(s.weightG),
      param('hlucnost', 'Hlučnost', rng.int(58, 78), 'dB'),
    ],
    cartons: [],
    warranty: { zar01: 5, zar02: 9 },
    assembly: 'mont01',
    refurbishable: true,
  },
  tool: {
    family: 'tool',
    sizes: [size('30 cm', 89, 300, 2000, 350, 30), size('40 cm', 129, 420, 2600, 450, 40), size('50 cm', 159, 520, 3000, 550, 50), size('60 cm', 189, 600, 3600, 650, 60)],
    params: ({ rng, size: s, mod }) => [
      material(mod.includes('bavln') ? 'bavlna' : mod.includes('mikro') ? 'mikrovlákno' : rng.pick(TOOL_MATERIALS)),
      colour(rng.pick(PLASTIC_COLOURS)),
      param('sirka', 'Šířka', s.amount, 'cm'),
      weight(s.weightG),
    ],
    cartons: [6, 12],
  },
  handle: {
    family: 'tool',
    sizes: [size('130 cm', 89, 400, 2000, 1300, 130), size('150 cm', 119, 500, 2400, 1500, 150), size('180 cm', 249, 700, 3000, 1800, 180)],
    params: ({ rng, size: s, mod }) => [
      material(mod.includes('hliník') ? 'hliník' : mod.includes('ocel') ? 'ocel' : rng.pick(['hliník', 'ocel', 'sklolaminát'])),
      colour(rng.pick(PLASTIC_COLOURS)),
      param('delka', 'Délka', s.amount, 'cm'),
      weight(s.weightG),
    ],
    cartons: [12],
  },
  cloth: {
    family: 'tool',
    sizes: [size('1 ks', 29, 40, 200, 400, 1), size('5 ks', 119, 200, 1000, 400, 5), size('10 ks', 219, 400, 2000, 400, 10)],
    params: ({ rng, size: s }) => [
      pack(`${s.amount} ks`),
      param('rozmery', 'Rozměry', rng.pick(['40 × 40 cm', '30 × 30 cm', '38 × 40 cm', '15 × 10 cm'])),
      material(rng.pick(TOOL_MATERIALS)),
      colour(rng.pick(PLASTIC_COLOURS)),
    ],
    cartons: [12, 24],
  },
  bucket: {
    family: 'tool',
    sizes: [size('10 l', 129, 700, 12000, 320, 10000), size('15 l', 189, 900, 17000, 360, 15000), size('25 l', 549, 2600, 30000, 500, 25000)],
    params: ({ rng, size: s }) => [liters(s.amount), material('polypropylen'), colour(rng.pick(PLASTIC_COLOURS)), weight(s.weightG)],
    cartons: [6],
  },
  bags: {
    family: 'tool',
    sizes: [
      size('35 l 50 ks', 69, 500, 1500, 300, 35),
      size('60 l 50 ks', 119, 900, 2500, 330, 60),
      size('120 l 25 ks', 159, 1300, 3000, 350, 120),
      size('240 l 10 ks', 139, 1200, 2500, 360, 240),
    ],
    params: ({ rng, size: s, mod }) => [
      param('objem', 'Objem', s.amount, 'l'),
      pack(s.label.split(' l ')[1] ?? s.label),
      param('tloustka', 'Tloušťka', rng.pick([12, 20, 30, 40, 60]), 'µm'),
      material(mod.includes('recykl') ? 'recyklovaný LDPE' : rng.pick(BAG_MATERIALS)),
      colour(
        ['černé', 'žluté', 'modré', 'zelené', 'bílé'].includes(mod)
          ? mod.replace(/é$/, 'á')
          : mod === 'transparentní'
            ? 'transparentní'
            : rng.pick(PLASTIC_COLOURS),
      ),
    ],
    cartons: [20, 40],
  },
  bin: {
    family: 'durable',
    sizes: [size('10 l', 299, 1200, 14000, 300, 10000), size('30 l', 699, 3000, 40000, 500, 30000), size('50 l', 1190, 5000, 65000, 650, 50000), size('120 l', 1490, 9500, 150000, 930, 120000)],
    params: ({ rng, size: s, mod }) => [
      liters(s.amount),
      material(mod.includes('nerez') ? 'nerezová ocel' : mod.includes('plast') ? 'polypropylen' : rng.pick(BIN_MATERIALS)),
      colour(rng.pick(PLASTIC_COLOURS)),
      dimensions(rng, s.dimMm),
      weight(s.weightG),
    ],
    cartons: [],
    warranty: { zar01: 5, zar02: 9 },
  },
  gloves: {
    family: 'protective',
    sizes: GLOVE_SIZES.map((g) => size(`vel. ${g} 100 ks`, 169, 600, 2500, 250, 100)),
    params: ({ rng, size: s, noun }) => [
      param('velikost', 'Velikost', s.label.split(' ')[1] ?? 'M'),
      material(noun.startsWith('Nitril') ? 'nitril' : noun.startsWith('Latex') ? 'latex' : noun.startsWith('Vinyl') ? 'vinyl' : 'polyester s nitrilem'),
      colour(rng.pick(GLOVE_COLOURS)),
      pack(`${s.amount} ks`),
    ],
    cartons: [10],
  },
  respirator: {
    family: 'protective',
    sizes: [size('1 ks', 19, 10, 50, 160, 1), size('10 ks', 149, 100, 500, 200, 10), size('50 ks', 599, 500, 2500, 250, 50)],
    params: ({ rng, size: s, noun }) => [
      pack(`${s.amount} ks`),
      param('trida', 'Třída ochrany', noun.includes('FFP3') ? 'FFP3' : noun.includes('FFP2') ? 'FFP2' : 'zdravotnická'),
      colour(rng.pick(['bílá', 'modrá', 'černá'])),
    ],
    cartons: [20],
  },
  apparel: {
    family: 'protective',
    sizes: APPAREL_SIZES.map((a) => size(`vel. ${a}`, 59, 150, 1200, 400, 1)),
    params: ({ rng, size: s, mod }) => [
      param('velikost', 'Velikost', s.label.replace('vel. ', '')),
      material(mod.includes('polyetylen') ? 'polyetylen' : mod.includes('bavln') ? 'bavlna' : rng.pick(APPAREL_MATERIALS)),
      colour(rng.pick(['bílá', 'modrá', 'zelená', 'šedá'])),
    ],
    cartons: [10, 50],
  },
  'apparel-pack': {
    family: 'protective',
    sizes: [size('50 ks', 79, 400, 3000, 300, 50), size('100 ks', 149, 800, 6000, 350, 100), size('500 ks', 599, 4000, 30000, 450, 500)],
    params: ({ rng, size: s }) => [pack(`${s.amount} ks`), material(rng.pick(APPAREL_MATERIALS)), colour(rng.pick(['bílá', 'modrá', 'zelená']))],
    cartons: [10, 20],
  },
  'soap-bar': {
    family: 'liquid',
    sizes: [size('100 g', 25, 110, 150, 90, 100), size('5 × 100 g', 99, 550, 700, 200, 500), size('15 g 100 ks', 299, 1600, 2200, 300, 1500)],
    params: ({ rng, size: s }) => [weight(s.amount), scent(rng), pack(s.label)],
    cartons: [24, 48],
  },
  'hotel-cosmetics': {
    family: 'liquid',
    sizes: [size('30 ml 50 ks', 349, 1800, 2000, 300, 50), size('30 ml 200 ks', 1190, 7000, 8000, 400, 200), size('15 ml 100 ks', 449, 1800, 2000, 300, 100)],
    params: ({ rng, size: s }) => [pack(`${s.amount} ks`), scent(rng), param('objem-kusu', 'Objem kusu', s.label.startsWith('15') ? 15 : 30, 'ml')],
    cartons: [4],
  },
  wipes: {
    family: 'liquid',
    sizes: [size('50 ks', 79, 400, 900, 180, 50), size('100 ks', 119, 700, 1500, 200, 100), size('200 ks', 199, 1300, 2500, 220, 200)],
    params: ({ rng, size: s }) => [pack(`${s.amount} ks`), scent(rng), param('rozmery', 'Rozměry', rng.pick(['20 × 18 cm', '15 × 20 cm']))],
    cartons: [12],
  },
  trolley: {
    family: 'durable',
    sizes: [size('Compact', 2490, 9000, 60000, 900, 2), size('Standard', 4990, 14000, 120000, 1100, 2), size('Maxi', 8990, 22000, 200000, 1300, 4)],
    params: ({ rng, size: s }) => [
      dimensions(rng, s.dimMm),
      weight(s.weightG),
      material(rng.pick(['polypropylen', 'chromovaná ocel', 'hliník'])),
      param('kbeliky', 'Počet kbelíků', s.amount, 'ks'),
      colour(rng.pick(PLASTIC_COLOURS)),
    ],
    cartons: [],
    warranty: { zar01: 5, zar02: 9 },
    refurbishable: true,
  },
  machine: {
    family: 'machine',
    sizes: [size('10 l', 3990, 6500, 40000, 420, 10), size('20 l', 6990, 9000, 70000, 520, 20), size('40 l', 24990, 38000, 160000, 900, 40), size('70 l', 69990, 95000, 400000, 1300, 70)],
    params: ({ rng, size: s }) => [
      param('prikon', 'Příkon', rng.pick([800, 1000, 1200, 1600, 2200]), 'W'),
      param('objem-nadrze', 'Objem nádrže', s.amount, 'l'),
      weight(s.weightG),
      dimensions(rng, s.dimMm),
      param('hlucnost', 'Hlučnost', rng.int(52, 74), 'dB'),
      param('kabel', 'Délka kabelu', rng.pick([10, 12, 15, 20]), 'm'),
    ],
    cartons: [],
    warranty: { zar01: 6, zar02: 11 },
    assembly: 'mont02',
    refurbishable: true,
  },
  'machine-part': {
    family: 'tool',
    sizes: [size('1 ks', 149, 200, 1000, 300, 1), size('5 ks', 349, 500, 3000, 300, 5), size('10 ks', 599, 900, 5000, 350, 10)],
    params: ({ rng, size: s }) => [pack(`${s.amount} ks`), material(rng.pick(['syntetické vlákno', 'polyester', 'papír', 'PET'])), param('kompatibilita', 'Kompatibilita', rng.pick(['Kärcher', 'Numatic', 'Vileda', 'univerzální']))],
    cartons: [10],
  },
};

/** Kinds whose products are chemical mixtures (CLP labelling, ./hazards.ts). */
const CHEMICAL_KINDS: ReadonlySet<ProductKind> = new Set<ProductKind>(['liquid', 'spray', 'tablets']);

// --- Services --------------------------------------------------------------------------------

type ServiceDef = { sku: string; name: string; kc: number; description: string };

/** Extended warranties are priced as a percentage of the product (parameter on the product), so their list price is 0. */
export const SERVICES: readonly ServiceDef[] = [
  { sku: 'zar01', name: 'Prodloužená záruka o 1 rok', kc: 0, description: 'Záruka prodloužená o 12 měsíců; cena je procentem z ceny produktu.' },
  { sku: 'zar02', name: 'Prodloužená záruka o 2 roky', kc: 0, description: 'Záruka prodloužená o 24 měsíců; cena je procentem z ceny produktu.' },
  { sku: 'mont01', name: 'Montáž dávkovače nebo zásobníku', kc: 250, description: 'Technik dávkovač namontuje na zeď a vyzkouší.' },
  { sku: 'mont02', name: 'Uvedení stroje do provozu a zaškolení', kc: 990, description: 'Zprovoznění stroje na místě a zaškolení obsluhy.' },
  { sku: 'rekl01', name: 'Vynáška do patra', kc: 150, description: 'Dopravce zboží vynese do libovolného patra.' },
  { sku: 'rekl02', name: 'Ekologická likvidace starého spotřebiče', kc: 200, description: 'Starý spotřebič odvezeme a ekologicky zlikvidujeme.' },
  { sku: 'rekl03', name: 'Doručení v konkrétní čas', kc: 190, description: 'Doručení ve sjednaném dvouhodinovém okně.' },
  { sku: 'rekl04', name: 'Expresní vyřízení reklamace', kc: 390, description: 'Reklamaci vyřídíme do 5 pracovních dnů.' },
  { sku: 'rekl05', name: 'Posouzení reklamace servisním technikem', kc: 490, description: 'Technik posoudí závadu přímo u vás.' },
  { sku: 'rekl06', name: 'Zapůjčení náhradního stroje', kc: 790, description: 'Náhradní stroj po dobu opravy.' },
  { sku: 'rekl07', name: 'Servisní prohlídka stroje', kc: 1290, description: 'Pravidelná prohlídka a údržba stroje.' },
  { sku: 'rekl08', name: 'Doprava reklamovaného zboží', kc: 149, description: 'Vyzvednutí reklamovaného zboží kurýrem.' },
  { sku: 'rekl09', name: 'Manipulační poplatek za vrácení zboží', kc: 99, description: 'Poplatek za zpracování vráceného zboží.' },
  { sku: 'rekl10', name: 'Dárkové balení', kc: 49, description: 'Zboží zabalíme do dárkového papíru.' },
  { sku: 'rekl11', name: 'Potisk firemním logem', kc: 1990, description: 'Potisk dávkovačů a zásobníků vaším logem.' },
  { sku: 'rekl12', name: 'Zpětný odběr obalů', kc: 59, description: 'Odvoz a recyklace přepravních obalů.' },
  { sku: 'rekl13', name: 'Školení obsluhy na místě', kc: 1490, description: 'Dvouhodinové školení úklidového personálu.' },
];

/** Delivery services (appliesTo 'delivery') offered with bulky goods. */
const CARRY_UP = 'rekl01';
const DISPOSAL = 'rekl02';

// --- Stock -------------------------------------------------------------------------------------

/** expectedInDays: an on-way timing, as days after the seed runs (formatted into `timing` then). */
type StockScenario = { state: string | null; quantity: number; note: string | null; timing: string | null; expectedInDays?: number };

const STOCK_BAND_QUANTITIES = [1, 2, 3, 4, 5, 7, 10, 11, 30, 49, 50, 250] as const;

/**
 * Every stock case the storefront has to display, cycled through every 4th product so each
 * occurs many times in any catalogue of a few hundred products.
 */
export const STOCK_SCENARIOS: readonly StockScenario[] = [
  ...STOCK_BAND_QUANTITIES.map((quantity) => ({ state: 'stock', quantity, note: null, timing: null })),
  ...ON_WAY_DAYS.slice(0, 3).map((expectedInDays) => ({ state: 'on-way', quantity: 0, note: null, timing: null, expectedInDays })),
  { state: 'ordered', quantity: 0, note: null, timing: null },
  { state: 'sold-out', quantity: 0, note: STOCK_TEXTS.unavailable, timing: null },
  { state: 'sold-out', quantity: 0, note: null, timing: null },
  { state: 'to-order', quantity: 0, note: 'do 5 dnů', timing: null },
  { state: 'to-order', quantity: 0, note: null, timing: null },
  { state: 'to-order', quantity: 0, note: 'do 14 dnů', timing: null },
  { state: null, quantity: 0, note: null, timing: null },
];

function randomStock(rng: Rng): StockScenario {
  const state = rng.weighted<string | null>([
    ['stock', 70],
    ['on-way', 6],
    ['ordered', 5],
    ['sold-out', 6],
    ['to-order', 8],
    [null, 5],
  ]);
  switch (state) {
    case 'stock':
      // Skewed towards small stock so every band stays populated.
      return { state, quantity: Math.max(1, Math.round(rng.next() ** 2 * 400)), note: null, timing: null };
    case 'on-way':
      return { state, quantity: 0, note: null, timing: null, expectedInDays: rng.pick(ON_WAY_DAYS) };
    case 'sold-out':
      return { state, quantity: 0, note: rng.chance(0.5) ? STOCK_TEXTS.unavailable : null, timing: null };
    case 'to-order':
      return { state, quantity: 0, note: rng.chance(0.6) ? rng.pick(TO_ORDER_NOTES) : null, timing: null };
    default:
      return { state, quantity: 0, note: null, timing: null };
  }
}

// --- Relations -------------------------------------------------------------------------------

/** Where accessories of a top-level category come from (refills for dispensers, …). */
const ACCESSORY_TOPS: Record<string, readonly string[]> = {
  UC: ['UP', 'OP'],
  PH: ['DA'],
  DA: ['KM', 'PH', 'DE'],
  UP: ['UC', 'UV'],
  OH: ['OH', 'UP'],
  OP: ['DE'],
  DE: ['OP', 'DA'],
  KM: ['DA'],
  UV: ['UP', 'UC'],
  PR: ['PR', 'OP'],
};

// --- Generation --------------------------------------------------------------------------------

/** Fixed creation window: products appear between 2025-01-01 and 2026-06-30 (UTC). */
export const CREATED_FROM = Date.UTC(2025, 0, 1);
const CREATED_DAYS = 546;
/** Products created in the last 45 days of the window are "Novinky". */
const NEWS_FROM = CREATED_FROM + (CREATED_DAYS - 45) * 86_400_000;
const DAY_MS = 86_400_000;

export type ProductChunk = {
  products: ProductRow[];
  productTaxonomies: ProductTaxonomyRow[];
  prices: PriceRow[];
  priceHistory: PriceHistoryRow[];
  quantityPrices: QuantityPriceRow[];
  additionalServices: AdditionalServiceRow[];
  relatedProducts: RelatedProductRow[];
  reviews: ReviewRow[];
};

type Combo = { noun: string; mod: string; size: Size };

type PriceStory = 'steady' | 'reduced' | 'stepped' | 'raised-first';

export class CatalogueGenerator {
  private readonly combos = new Map<number, Combo[]>();
  private readonly manufacturersByTop = new Map<string, BuiltTaxonomy['manufacturers']>();

  /**
   * @param today the day the seed runs: on-way dates and the price history are relative to it,
   *   so a demo seeded today shows dates ahead and discounts of the last 30 days.
   */
  constructor(
    private readonly taxonomy: BuiltTaxonomy,
    readonly total: number,
    private readonly today: Date = new Date(),
  ) {
    for (const top of taxonomy.tops) {
      const makers = taxonomy.manufacturers.filter((m) => m.tops.includes(top.topCode));
      this.manufacturersByTop.set(top.topCode, makers.length > 0 ? makers : taxonomy.manufacturers);
    }
  }

  private leafOf(index: number): LeafCategory {
    const leaf = this.taxonomy.leaves[index % this.taxonomy.leaves.length];
    if (!leaf) throw new Error('The taxonomy has no leaf categories');
    return leaf;
  }

  /** All noun × modifier × size combinations of a leaf, in a fixed shuffled order. */
  private combosOf(leaf: LeafCategory): Combo[] {
    const cached = this.combos.get(leaf.leafIndex);
    if (cached) return cached;
    const kind = KINDS[leaf.products.kind];
    const all: Combo[] = [];
    for (const noun of leaf.products.nouns) {
      for (const mod of leaf.products.mods) for (const s of kind.sizes) all.push({ noun, mod, size: s });
    }
    const shuffled = createRng(`combos:${leaf.path}`).sample(all, all.length);
    this.combos.set(leaf.leafIndex, shuffled);
    return shuffled;
  }

  /** Number of products in leaf `leafIndex` (products are dealt to leaves round-robin). */
  private leafCount(leafIndex: number): number {
    const leaves = this.taxonomy.leaves.length;
    return leafIndex < this.total ? Math.floor((this.total - 1 - leafIndex) / leaves) + 1 : 0;
  }

  /** A random product of a leaf, other than `except`; null when the leaf has no other product. */
  private productInLeaf(rng: Rng, leafIndex: number, except: number): number | null {
    const count = this.leafCount(leafIndex);
    if (count === 0 || (count === 1 && leafIndex === except)) return null;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const candidate = leafIndex + rng.int(0, count - 1) * this.taxonomy.leaves.length;
      if (candidate !== except) return candidate;
    }
    return null;
  }

  private relations(rng: Rng, index: number, leaf: LeafCategory): RelatedProductRow[] {
    if (!rng.chance(0.6)) return [];
    const sku = productSku(index);
    const rows: RelatedProductRow[] = [];
    const add = (relationType: string, candidates: (number | null)[]): void => {
      const seen = new Set<number>();
      for (const candidate of candidates) {
        if (candidate === null || candidate === index || seen.has(candidate)) continue;
        seen.add(candidate);
        rows.push({ sku, relationType, relatedSku: productSku(candidate), position: seen.size - 1 });
      }
    };
    add('alternative', [0, 1, 2].map(() => this.productInLeaf(rng, leaf.leafIndex, index)));
    const siblings = (this.taxonomy.leavesByTop.get(leaf.topCode) ?? []).filter((l) => l !== leaf.leafIndex);
    add('similar', siblings.length > 0 ? [0, 1].map(() => this.productInLeaf(rng, rng.pick(siblings), index)) : []);
    const accessoryLeaves = (ACCESSORY_TOPS[leaf.topCode] ?? []).flatMap((top) => this.taxonomy.leavesByTop.get(top) ?? []);
    if (accessoryLeaves.length > 0 && rng.chance(0.7)) {
      add('accessory', [0, 1].map(() => this.productInLeaf(rng, rng.pick(accessoryLeaves), index)));
    }
    return rows;
  }

  private reviewsOf(rng: Rng, sku: string, createdAt: number): ReviewRow[] {
    if (!rng.chance(0.55)) return [];
    const count = rng.weighted([
      [1, 3],
      [2, 3],
      [3, 2],
      [4, 1],
      [5, 1],
      [8, 1],
    ]);
    const rows: ReviewRow[] = [];
    for (let r = 0; r < count; r += 1) {
      const rating = rng.weighted([
        [5, 45],
        [4, 30],
        [3, 12],
        [2, 7],
        [1, 6],
      ]);
      rows.push({
        sku,
        author: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAME_INITIALS)}`,
        rating,
        text: rng.pick(REVIEW_TEXTS[rating - 1] ?? []),
        createdAt: new Date(createdAt + rng.int(1, 200) * DAY_MS + rng.int(0, 86_399) * 1000),
      });
    }
    return rows;
  }

  /** Gross price ending in ,90 Kč, then the net that yields it (gross recomputed from net). */
  private basePrice(rng: Rng, kc: number, vatRate: number): number {
    const grossKc = Math.max(9, Math.round(kc * (0.85 + rng.next() * 0.5) * (1 + vatRate / 100)));
    return priceWithoutTax(grossKc * 100 - 10, vatRate);
  }

  product(index: number): ProductChunk {
    const rng = createRng(hashText(`product:${index}`));
    const sku = productSku(index);
    const leaf = this.leafOf(index);
    const kind = KINDS[leaf.products.kind];
    const combos = this.combosOf(leaf);
    const round = Math.floor(index / this.taxonomy.leaves.length);
    const combo = combos[round % combos.length];
    if (!combo) throw new Error(`No name combinations for ${leaf.path}`);
    const manufacturer = rng.pick(this.manufacturersByTop.get(leaf.topCode) ?? this.taxonomy.manufacturers);

    const createdAt = CREATED_FROM + rng.int(0, CREATED_DAYS * 86_400 - 1) * 1000;
    const vatRate = leaf.products.vat ?? 21;
    const secondHand = kind.refurbishable === true && rng.chance(0.12);
    const discountPercent = secondHand
      ? rng.pick([20, 30, 35])
      : rng.chance(0.12)
        ? rng.pick([10, 15, 20, 25, 30, 40, 50])
        : 0;

    // Names repeat once a leaf's combinations are used up; the brand then tells them apart.
    const baseName = [combo.noun, combo.mod, combo.size.label].filter((part) => part !== '').join(' ');
    const name = `${round >= combos.length ? `${manufacturer.name} ` : ''}${baseName}${secondHand ? ' (z druhé ruky)' : ''}`;
    const closing = rng.pick(CLOSING_SENTENCES);
    const description = [leaf.products.use, rng.pick(KIND_SENTENCES[kind.family]), ...(rng.chance(0.5) ? [closing] : [])].join(' ');

    const stock = index % 4 === 0 ? STOCK_SCENARIOS[(index / 4) % STOCK_SCENARIOS.length] ?? randomStock(rng) : randomStock(rng);
    const onSale = !rng.chance(0.04);
    const soldOut = stock.state === 'sold-out' && rng.chance(0.6);
    const stockOnly = stock.state === 'stock' && rng.chance(0.3);
    const piecesPerCarton = kind.cartons.length > 0 && rng.chance(0.5) ? rng.pick(kind.cartons) : null;

    const parameters = kind.params({ rng, size: combo.size, leaf, noun: combo.noun, mod: combo.mod });
    const warranty = kind.warranty && rng.chance(0.85) ? kind.warranty : null;
    if (warranty) {
      parameters.push(param(warrantyCode('zar01'), 'Prodloužená záruka 1 rok (% z ceny)', warranty.zar01, '%'));
      parameters.push(param(warrantyCode('zar02'), 'Prodloužená záruka 2 roky (% z ceny)', warranty.zar02, '%'));
    }
    if (kind.family === 'machine' || kind.family === 'durable') parameters.push(param('zaruka', 'Záruka', 24, 'měsíců'));

    let quantitySettings: Partial<QuantitySettings> | null = null;
    if (piecesPerCarton !== null && rng.chance(0.15)) quantitySettings = { min: piecesPerCarton, step: piecesPerCarton, default: piecesPerCarton };
    else if (rng.chance(0.06)) quantitySettings = rng.pick([{ min: 2, step: 2, default: 2 }, { min: 10, step: 5 }, { max: 20 }]);

    // Prices: consumer net first, the B2B net ~12 % below it; a sale lowers both.
    const net = this.basePrice(rng, combo.size.kc, vatRate);
    const groupNets: [string, number][] = [
      [DEFAULT_PRICE_GROUP_ID, net],
      [B2B_PRICE_GROUP_ID, Math.round(net * B2B_PRICE_FACTOR)],
    ];
    const priceRows: PriceRow[] = [];
    const historyRows: PriceHistoryRow[] = [];
    const quantityRows: QuantityPriceRow[] = [];
    const tiered = combo.size.kc < 1000 && rng.chance(0.5);
    // The price history draws from its own PRNG, so the rest of the catalogue stays as it was.
    const historyRng = createRng(hashText(`price-history:${index}`));
    const story: PriceStory =
      discountPercent === 0 ? 'steady' : historyRng.weighted<PriceStory>([['reduced', 70], ['stepped', 20], ['raised-first', 10]]);
    const reducedDaysAgo = historyRng.int(2, 25);
    for (const [priceGroup, listNet] of groupNets) {
      const unit = discountPercent > 0 ? Math.round((listNet * (100 - discountPercent)) / 100) : listNet;
      priceRows.push({
        sku,
        priceGroup,
        price: unit,
        priceWithTax: priceWithTax(unit, vatRate),
        originalPriceWithTax: discountPercent > 0 ? priceWithTax(listNet, vatRate) : null,
      });
      const periods = this.priceStory(story, { list: listNet, unit, vatRate, reducedDaysAgo, createdAt });
      historyRows.push(...periods.map((p) => ({ sku, priceGroup, ...p })));
      const tier = (packType: 'pcs' | 'carton', minQuantity: number, price: number): void => {
        quantityRows.push({ sku, priceGroup, packType, minQuantity, price, priceWithTax: priceWithTax(price, vatRate) });
      };
      if (tiered) {
        tier('pcs', 10, Math.round(unit * 0.95));
        tier('pcs', 50, Math.round(unit * 0.9));
      }
      // Carton tiers are the price of one whole carton.
      if (piecesPerCarton !== null) {
        tier('carton', 1, Math.round(unit * piecesPerCarton * 0.93));
        tier('carton', 5, Math.round(unit * piecesPerCarton * 0.9));
      }
    }

    // No links to Výprodej and Akce: they list whatever announces a discount in the visitor's price
    // group, as the database computes it from the price history written here (domain SALE_LISTINGS;
    // a price raised just before a "sale" announces none, so its product is in neither).
    const previews: PreviewKey[] = [];
    if (createdAt >= NEWS_FROM) previews.push('news');
    if (secondHand) previews.push('second-hand');
    if (rng.chance(0.06)) previews.push('recommended');
    const previewNodes = previews.map((key) => this.taxonomy.previews[key]);

    const productTaxonomies: ProductTaxonomyRow[] = [
      ...leaf.hashChain.map((taxonomyHash) => ({ taxonomyHash, sku })),
      { taxonomyHash: manufacturer.hash, sku },
      ...previewNodes.map((p) => ({ taxonomyHash: p.hash, sku })),
    ];

    const services: AdditionalServiceRow[] = [];
    const service = (serviceSku: string, kindOf: 'service' | 'extended-warranty', appliesTo: 'delivery' | 'item', descriptor: string): void => {
      services.push({ productSku: sku, serviceSku, kind: kindOf, appliesTo, descriptor, position: services.length });
    };
    if (warranty) {
      service('zar01', 'extended-warranty', 'item', `Prodloužená záruka o 1 rok (${warranty.zar01} % z ceny)`);
      service('zar02', 'extended-warranty', 'item', `Prodloužená záruka o 2 roky (${warranty.zar02} % z ceny)`);
    }
    if (kind.assembly && rng.chance(0.8)) service(kind.assembly, 'service', 'item', kind.assembly === 'mont01' ? 'Montáž na místě' : 'Zprovoznění a zaškolení');
    if (combo.size.weightG >= 9000 || combo.size.dimMm >= 900) service(CARRY_UP, 'service', 'delivery', 'Vynáška do patra');
    if (leaf.products.kind === 'machine' || leaf.products.kind === 'dryer') service(DISPOSAL, 'service', 'delivery', 'Odvoz starého spotřebiče');

    const reviewRows = this.reviewsOf(rng, sku, createdAt);
    const ratingSum = reviewRows.reduce((sum, r) => sum + r.rating, 0);

    const row: ProductRow = {
      sku,
      ...nameColumns(name),
      description,
      manufacturerHash: manufacturer.hash,
      mainTaxonomyHash: leaf.hash,
      taxonomyPaths: [...leaf.pathChain, ...previewNodes.map((p) => p.path)],
      vatRate,
      onSale,
      soldOut,
      stockState: stock.state,
      stockQuantity: stock.quantity,
      stockNote: stock.note,
      stockTiming: stock.expectedInDays !== undefined ? formatDate(this.today.getTime() + stock.expectedInDays * DAY_MS) : stock.timing,
      stockOnly,
      piecesPerCarton,
      images: [`/images/products/${sku}.webp`, `/images/products/${sku}-2.webp`],
      parameters,
      quantitySettings,
      weightG: combo.size.weightG,
      volumeMl: combo.size.volumeMl,
      maxDimensionMm: combo.size.dimMm,
      // Units sold over the last 90 days: higher sells better (SELLING_PRODUCTS sorts descending).
      salesRank: Math.round(rng.next() ** 3 * 5000),
      rating: reviewRows.length > 0 ? Math.round((ratingSum / reviewRows.length) * 1000) : 0,
      reviewCount: reviewRows.length,
      clp: CHEMICAL_KINDS.has(leaf.products.kind) ? seedClassification(combo.noun, combo.mod) : null,
      ean: productEan(index),
      createdAt: new Date(createdAt),
      // Last changed when listed: the sitemap's lastmod, the same on every seeded database.
      updatedAt: new Date(createdAt),
    };

    return {
      products: [row],
      productTaxonomies,
      prices: priceRows,
      priceHistory: historyRows,
      quantityPrices: quantityRows,
      additionalServices: services,
      relatedProducts: this.relations(rng, index, leaf),
      reviews: reviewRows,
    };
  }

  /**
   * The price periods behind a product's current price, relative to the seed day: 'steady' has
   * one price since it was listed; 'reduced' a list price until the sale began `reducedDaysAgo`;
   * 'stepped' a first cut within the 30 days before the sale (the badge counts from that lower
   * price); 'raised-first' the sale price already, briefly raised to the list price before the
   * "sale" — the history supports no discount, so none is shown.
   */
  private priceStory(
    story: PriceStory,
    p: { list: number; unit: number; vatRate: number; reducedDaysAgo: number; createdAt: number },
  ): Omit<PriceHistoryRow, 'sku' | 'priceGroup'>[] {
    const today = this.today.getTime();
    const ago = (days: number) => new Date(today - days * DAY_MS);
    const period = (net: number, from: Date, to: Date | null) => ({ price: net, priceWithTax: priceWithTax(net, p.vatRate), validFrom: from, validTo: to });
    const d = p.reducedDaysAgo;
    switch (story) {
      case 'steady':
        return [period(p.unit, new Date(Math.min(p.createdAt, today - DAY_MS)), null)];
      case 'reduced':
        return [period(p.list, ago(d + 90), ago(d)), period(p.unit, ago(d), null)];
      case 'stepped':
        return [period(p.list, ago(d + 120), ago(d + 12)), period(Math.round((p.list + p.unit) / 2), ago(d + 12), ago(d)), period(p.unit, ago(d), null)];
      case 'raised-first':
        return [period(p.unit, ago(d + 120), ago(d + 6)), period(p.list, ago(d + 6), ago(d)), period(p.unit, ago(d), null)];
    }
  }

  /** Products [from, to) as one chunk of rows for every product table. */
  chunk(from: number, to: number): ProductChunk {
    const out: ProductChunk = {
      products: [],
      productTaxonomies: [],
      prices: [],
      priceHistory: [],
      quantityPrices: [],
      additionalServices: [],
      relatedProducts: [],
      reviews: [],
    };
    for (let i = from; i < Math.min(to, this.total); i += 1) {
      const p = this.product(i);
      out.products.push(...p.products);
      out.productTaxonomies.push(...p.productTaxonomies);
      out.prices.push(...p.prices);
      out.priceHistory.push(...p.priceHistory);
      out.quantityPrices.push(...p.quantityPrices);
      out.additionalServices.push(...p.additionalServices);
      out.relatedProducts.push(...p.relatedProducts);
      out.reviews.push(...p.reviews);
    }
    return out;
  }

  /** The service products under /virtual/services, with a price row per price group. */
  services(): { products: ProductRow[]; productTaxonomies: ProductTaxonomyRow[]; prices: PriceRow[] } {
    const productRows: ProductRow[] = [];
    const taxonomyRows: ProductTaxonomyRow[] = [];
    const priceRows: PriceRow[] = [];
    SERVICES.forEach((s, i) => {
      productRows.push({
        sku: s.sku,
        ...nameColumns(s.name),
        description: s.description,
        manufacturerHash: null,
        mainTaxonomyHash: this.taxonomy.servicesHash,
        taxonomyPaths: [SERVICES_PATH],
        vatRate: 21,
        stockState: null,
        images: [`/images/products/${s.sku}.webp`],
        parameters: [param('typ-sluzby', 'Typ služby', s.sku.startsWith('zar') ? 'prodloužená záruka' : s.sku.startsWith('mont') ? 'montáž' : 'služba')],
        salesRank: 0,
        ean: productEan(SERVICE_EAN_FROM + i),
        createdAt: new Date(CREATED_FROM + i * DAY_MS),
        updatedAt: new Date(CREATED_FROM + i * DAY_MS),
      });
      taxonomyRows.push({ taxonomyHash: this.taxonomy.servicesHash, sku: s.sku });
      for (const priceGroup of [DEFAULT_PRICE_GROUP_ID, B2B_PRICE_GROUP_ID]) {
        const net = s.kc * 100;
        priceRows.push({ sku: s.sku, priceGroup, price: net, priceWithTax: priceWithTax(net, 21), originalPriceWithTax: null });
      }
    });
    return { products: productRows, productTaxonomies: taxonomyRows, prices: priceRows };
  }
}

/** The canonical parameter code the domain reads a warranty percentage from. */
function warrantyCode(service: 'zar01' | 'zar02'): string {
  const [canonical] = warrantyParameterCodes(service);
  if (!canonical) throw new Error(`No parameter code for ${service}`);
  return canonical;
}
