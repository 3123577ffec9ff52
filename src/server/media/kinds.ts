// Which drawing shows a product: read from what the shop knows about it — its name ("Plochý mop
// s kapsami"), its main category path (/catalogue/uklidove-pomucky/…/ploche-mopy) and its
// parameters (Balení: kanystr, Barva: modrá, Materiál: nerezová ocel). Works for products the
// seed did not make too: the words are the shop's vocabulary, not the seed's internals.

import { METAL, namedColour, plainWords } from './colour.js';
import type { Drawing } from './drawings.js';

export type ArtworkParameter = { code: string; value: string | number };

/** What the artwork of one product is drawn from. */
export type ArtworkSubject = {
  name: string;
  /** The main category's path, e.g. "/catalogue/uklidova-chemie/cistice-oken-a-skla". */
  categoryPath?: string | null;
  parameters?: readonly ArtworkParameter[];
};

export type ProductArt = {
  drawing: Drawing;
  /** The object's own colour (a hex colour or METAL); null: the drawing's default. */
  item: string | null;
};

type Rule = readonly [RegExp, Drawing];

/**
 * Words that name the product outright. First match wins, so the specific comes first: a
 * "Dávkovač dezinfekce" is a dispenser, "Filtr do vysavače" a part, "Pytle na tříděný odpad" bags.
 */
const NAME_RULES: readonly Rule[] = [
  [/\bzaruk/, 'warranty'],
  [/\b(montaz|zprovozneni|uvedeni|servisni|technik|skoleni|zaskoleni|posouzeni)/, 'wrench'],
  [/\b(doprava|doruceni|vynaska|odvoz|likvidace|zpetny odber|zapujceni)/, 'truck'],
  [/\bdarkov/, 'gift'],
  [/\b(filtr\w* do|sacky do vysavace)/, 'filter'],
  [/\bpad\b/, 'pad'],
  [/\bzasobnik\w* na toaletni/, 'roll-dispenser'],
  [/\bzasobnik/, 'towel-dispenser'],
  [/\bdavkovac/, 'soap-dispenser'],
  [/\bosousec/, 'dryer'],
  [/\bvozik/, 'trolley'],
  [/\bvysavac/, 'vacuum'],
  [/\b(myci stroj|myci automat|jednokotoucov)/, 'scrubber'],
  [/\bparni/, 'steam'],
  [/\b(pytl\w*|sacky do kose)\b/, 'bags'],
  [/\b(popelnic|kontejner)/, 'wheelie-bin'],
  [/\b(trideny odpad|na trideni)/, 'sorting-bins'],
  [/\b(kos|naslapny|odpadkovy)\b/, 'bin'],
  [/\brukavic/, 'gloves'],
  [/\b(respirator|rousk)/, 'respirator'],
  [/\b(plast|zastera|halena|kombineza)\b/, 'apron'],
  [/\b(navlek\w* na (obuv|rukavy)|cepice)\b/, 'shoe-covers'],
  [/\b(ploch\w* mop|mop z mikrovlakna|navlek\w* na mop)/, 'flat-mop'],
  [/\b(provazkov\w*|trasnov\w*) mop/, 'string-mop'],
  [/\b(nasad[ay]|drzak mopu)\b/, 'handle'],
  [/\blopatk/, 'dustpan'],
  [/\b(koste|smetak|metla)\b/, 'broom'],
  [/\bdratenk/, 'scourer'],
  [/\b(houbick\w*|houbov\w*)\b/, 'sponge'],
  [/\b(dezinfekcni ubrousky|vlhcen)/, 'wipes'],
  [/\b(kapesnik\w*|ubrousk\w*)\b/, 'tissues'],
  [/\bkuchynske uterky\b/, 'towel-roll'],
  [/\b(uterk\w*|mikrouterk\w*)\b/, 'cloth'],
  [/\b(v roli|prumyslov\w* role)\b/, 'towel-roll'],
  [/\b(skladane|zz)\b/, 'folded-towels'],
  [/\bjumbo\b/, 'jumbo-roll'],
  [/\btoaletni papir/, 'toilet-paper'],
  [/\bzdimac/, 'wringer-bucket'],
  [/\bkbelik/, 'bucket'],
  [/\bhotelov\w* (sampon|sprchovy|telove|kosmetik)/, 'hotel-kit'],
  [/\b(tekute|penove|kremove|antibakterialni) mydlo|napln penoveho/, 'pump'],
  [/\bmydlo\b/, 'soap-bar'],
  [/\bkrem\b/, 'tube'],
  [/\bprasek\b/, 'powder'],
  [/\b(tablety|kapsle)\b/, 'tablets'],
  [/\b(osvezovac|ve spreji)/, 'aerosol'],
  [/\bwc\b/, 'wc-gel'],
  [/\b(gel na ruce|dezinfekce na ruce)\b/, 'pump'],
  [/\b(sprej\w*|rozprasovac\w*)\b/, 'spray'],
  [/\bnahradni napln\b/, 'bottle'],
  [/\bkoncentrat/, 'bottle'],
];

/**
 * Category words (slugs of the path, deepest first): what a product of that category looks like
 * when its name says nothing more specific; also the picture of the category itself.
 */
const CATEGORY_RULES: readonly Rule[] = [
  [/\bprislusenstvi ke stroj/, 'filter'],
  [/\bdezinfekce pradla/, 'bottle'],
  [/\btuha mydla/, 'soap-bar'],
  ...NAME_RULES,
  [/\b(podlah|vodniho kamene|nadobi|kobercu|praci gely|avivaz\w*|belidl\w*|sampon\w*)\b/, 'bottle'],
  [/\b(oken|skla|koupelen|nerezu|odmastovac\w*|skvrn)\b/, 'spray'],
  [/\bdezinfekce povrchu/, 'spray'],
  [/\bdezinfekce rukou/, 'pump'],
  [/\bmydla\b/, 'pump'],
  [/\b(kremy)\b/, 'tube'],
  [/\bprask/, 'powder'],
  [/\brucnik/, 'folded-towels'],
  [/\bstroj/, 'scrubber'],
  [/\bmop/, 'flat-mop'],
  [/\bkbelik/, 'bucket'],
  [/\b(kos[eu]?|nadoby)\b/, 'bin'],
  [/\bodev/, 'apron'],
  [/\bnavlek/, 'shoe-covers'],
  [/\bkostat/, 'broom'],
  // Whole departments and the preview listings.
  [/\bhotelova kosmetika/, 'hotel-kit'],
  [/\b(uklidova chemie|specialni chemie)\b/, 'spray'],
  [/\bpapirova hygiena\b/, 'toilet-paper'],
  [/\buklidove pomucky\b/, 'bucket'],
  [/\bodpadove hospodarstvi\b/, 'bin'],
  [/\bochranne pomucky\b/, 'gloves'],
  [/\bdezinfekce\b/, 'pump'],
  [/\bkosmetika\b/, 'soap-bar'],
  [/\bpradelna\b/, 'powder'],
  [/\bkuchyne\b/, 'bottle'],
  [/\b(novinky|akce)\b/, 'gift'],
  [/\bvyprodej\b/, 'parcel'],
  [/\bsecond hand\b/, 'wrench'],
  [/\bdoporucujeme\b/, 'warranty'],
  [/\bservices\b/, 'warranty'],
];

/** Liquids the words above did not place (floor cleaners, dish soap, softeners…): a bottle. */
const LIQUID_WORDS = /\b(cistic|prostredek|gel|odstranovac|lestenka|avivaz|belidlo|bel\w* prostredek|dezinfekc\w*|koncentrat|sampon|pripravek|tekut\w*)\b/;

/** Drawings of liquids that come in a canister from 5 litres on. */
const POURABLE: ReadonlySet<Drawing> = new Set<Drawing>(['bottle', 'spray', 'pump', 'wc-gel']);

function match(rules: readonly Rule[], text: string): Drawing | null {
  if (text === '') return null;
  for (const [pattern, drawing] of rules) if (pattern.test(text)) return drawing;
  return null;
}

/** The category path's segments as words, deepest first ("cistice oken a skla", "uklidova chemie"). */
function categoryWords(path: string | null | undefined): string[] {
  if (!path) return [];
  return path
    .split('/')
    .map((segment) => plainWords(segment))
    .filter((w) => w !== '' && w !== 'catalogue')
    .reverse();
}

/** The drawing of a category (or preview listing) from its path and name. */
export function categoryDrawing(path: string | null | undefined, name = ''): Drawing {
  for (const words of [plainWords(name), ...categoryWords(path)]) {
    const found = match(CATEGORY_RULES, words);
    if (found) return found;
  }
  return 'parcel';
}

function parameter(subject: ArtworkSubject, code: string): string | number | null {
  return subject.parameters?.find((p) => p.code === code)?.value ?? null;
}

/** The drawing and object colour of a product. */
export function productArt(subject: ArtworkSubject): ProductArt {
  const name = plainWords(subject.name);
  let drawing: Drawing =
    match(NAME_RULES, name) ??
    categoryWords(subject.categoryPath).reduce<Drawing | null>((found, words) => found ?? match(CATEGORY_RULES, words), null) ??
    (LIQUID_WORDS.test(name) ? 'bottle' : 'parcel');

  const pack = plainWords(String(parameter(subject, 'baleni') ?? ''));
  const litres = Number(parameter(subject, 'objem'));
  if (POURABLE.has(drawing) && (pack === 'kanystr' || (Number.isFinite(litres) && litres >= 5 && litres < 100))) drawing = 'canister';
  if (drawing === 'tube' && pack.includes('pump')) drawing = 'pump';

  const material = plainWords(String(parameter(subject, 'material') ?? ''));
  const metal =
    /\b(nerez\w*|pozink\w*|chrom\w*|hlinik)\b/.test(material) ||
    material === 'ocel' ||
    (/\bnerez/.test(name) && !/\b(cistic|lestenka)/.test(name));
  const item = metal && drawing !== 'scourer' ? METAL : namedColour(parameter(subject, 'barva'));
  return { drawing, item: drawing === 'scourer' ? METAL : item };
}
