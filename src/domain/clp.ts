// CLP hazard information (Regulation (EC) No 1272/2008). Art. 48 asks a distance seller of a
// hazardous mixture to show the label's hazard information before the purchase: the GHS
// pictograms, the signal word, the hazard (H) and precautionary (P) statements and the UFI
// (Annex VIII). The texts are the official Czech wording of Annexes III–V; a product stores only
// the codes, so one catalogue serves the product page, the cards, the cart and the safety data sheet.

/** The nine GHS hazard pictograms (Annex V) with their Czech names. */
export const GHS_PICTOGRAMS = {
  GHS01: 'Explodující bomba',
  GHS02: 'Plamen',
  GHS03: 'Plamen nad kruhem',
  GHS04: 'Plynová láhev',
  GHS05: 'Žíravost',
  GHS06: 'Lebka se zkříženými hnáty',
  GHS07: 'Vykřičník',
  GHS08: 'Nebezpečí pro zdraví',
  GHS09: 'Životní prostředí',
} as const;

export type GhsCode = keyof typeof GHS_PICTOGRAMS;
export const GHS_CODES = Object.keys(GHS_PICTOGRAMS) as GhsCode[];

export function isGhsCode(code: string): code is GhsCode {
  return Object.hasOwn(GHS_PICTOGRAMS, code);
}

/** Signal words (Art. 20): "danger" for the more severe categories, "warning" for the others. */
export const SIGNAL_WORDS = { danger: 'Nebezpečí', warning: 'Varování' } as const;
export type SignalWord = keyof typeof SIGNAL_WORDS;

export function isSignalWord(value: string): value is SignalWord {
  return value === 'danger' || value === 'warning';
}

/**
 * Hazard statements (Annex III, parts 1–3) in their official Czech wording: those the shop's
 * cleaning and disinfecting products carry, and the common ones around them.
 */
export const HAZARD_STATEMENTS: Readonly<Record<string, string>> = {
  H222: 'Extrémně hořlavý aerosol.',
  H223: 'Hořlavý aerosol.',
  H225: 'Vysoce hořlavá kapalina a páry.',
  H226: 'Hořlavá kapalina a páry.',
  H229: 'Nádoba je pod tlakem: při zahřívání se může roztrhnout.',
  H271: 'Může způsobit požár nebo výbuch; silné oxidační činidlo.',
  H272: 'Může zesílit požár; oxidant.',
  H290: 'Může být korozivní pro kovy.',
  H302: 'Zdraví škodlivý při požití.',
  H312: 'Zdraví škodlivý při styku s kůží.',
  H314: 'Způsobuje těžké poleptání kůže a poškození očí.',
  H315: 'Dráždí kůži.',
  H317: 'Může vyvolat alergickou kožní reakci.',
  H318: 'Způsobuje vážné poškození očí.',
  H319: 'Způsobuje vážné podráždění očí.',
  H332: 'Zdraví škodlivý při vdechování.',
  H335: 'Může způsobit podráždění dýchacích cest.',
  H336: 'Může způsobit ospalost nebo závratě.',
  H400: 'Vysoce toxický pro vodní organismy.',
  H410: 'Vysoce toxický pro vodní organismy, s dlouhodobými účinky.',
  H411: 'Toxický pro vodní organismy, s dlouhodobými účinky.',
  H412: 'Škodlivý pro vodní organismy, s dlouhodobými účinky.',
  EUH031: 'Uvolňuje toxický plyn při styku s kyselinami.',
  EUH066: 'Opakovaná expozice může způsobit vysušení nebo popraskání kůže.',
  EUH071: 'Způsobuje poleptání dýchacích cest.',
  EUH206: 'Pozor! Nepoužívejte společně s jinými výrobky. Může uvolňovat nebezpečné plyny (chlor).',
  EUH210: 'Na vyžádání je k dispozici bezpečnostní list.',
};

/** Precautionary statements (Annex IV) in their official Czech wording, combinations included. */
export const PRECAUTIONARY_STATEMENTS: Readonly<Record<string, string>> = {
  P101: 'Je-li nutná lékařská pomoc, mějte po ruce obal nebo štítek výrobku.',
  P102: 'Uchovávejte mimo dosah dětí.',
  P210: 'Chraňte před teplem, horkými povrchy, jiskrami, otevřeným ohněm a jinými zdroji zapálení. Zákaz kouření.',
  P211: 'Nestříkejte do otevřeného ohně nebo jiného zdroje zapálení.',
  P233: 'Uchovávejte obal těsně uzavřený.',
  P234: 'Uchovávejte pouze v původním obalu.',
  P251: 'Nepropichujte nebo nespalujte, a to ani po použití.',
  P260: 'Nevdechujte prach/dým/plyn/mlhu/páry/aerosoly.',
  P261: 'Zamezte vdechování prachu/dýmu/plynu/mlhy/par/aerosolů.',
  P264: 'Po manipulaci důkladně omyjte ruce.',
  P273: 'Zabraňte uvolnění do životního prostředí.',
  P280: 'Používejte ochranné rukavice/ochranný oděv/ochranné brýle/obličejový štít.',
  'P301+P310': 'PŘI POŽITÍ: Okamžitě volejte TOXIKOLOGICKÉ INFORMAČNÍ STŘEDISKO/lékaře.',
  'P301+P330+P331': 'PŘI POŽITÍ: Vypláchněte ústa. NEVYVOLÁVEJTE zvracení.',
  'P302+P352': 'PŘI STYKU S KŮŽÍ: Omyjte velkým množstvím vody.',
  'P303+P361+P353':
    'PŘI STYKU S KŮŽÍ (nebo s vlasy): Veškeré kontaminované části oděvu okamžitě svlékněte. Kůži opláchněte vodou nebo osprchujte.',
  'P304+P340': 'PŘI VDECHNUTÍ: Přeneste osobu na čerstvý vzduch a ponechte ji v poloze usnadňující dýchání.',
  'P305+P351+P338':
    'PŘI ZASAŽENÍ OČÍ: Několik minut opatrně vyplachujte vodou. Vyjměte kontaktní čočky, jsou-li nasazeny a pokud je lze vyjmout snadno. Pokračujte ve vyplachování.',
  P310: 'Okamžitě volejte TOXIKOLOGICKÉ INFORMAČNÍ STŘEDISKO/lékaře.',
  'P332+P313': 'Při podráždění kůže: Vyhledejte lékařskou pomoc/ošetření.',
  'P337+P313': 'Přetrvává-li podráždění očí: Vyhledejte lékařskou pomoc/ošetření.',
  P391: 'Uniklý produkt seberte.',
  'P403+P235': 'Skladujte na dobře větraném místě. Uchovávejte v chladu.',
  P405: 'Skladujte uzamčené.',
  'P410+P412': 'Chraňte před slunečním zářením. Nevystavujte teplotě přesahující 50 °C/122 °F.',
  P501: 'Odstraňte obsah/obal předáním osobě oprávněné k odstraňování nebezpečných odpadů.',
};

/** What a product stores: the label elements as codes (null on the product: not a chemical, nothing to show). */
export type ClpClassification = {
  pictograms: GhsCode[];
  signalWord: SignalWord | null;
  /** H and EUH codes, keys of HAZARD_STATEMENTS. */
  hazardStatements: string[];
  /** P codes (combinations joined with "+"), keys of PRECAUTIONARY_STATEMENTS. */
  precautionaryStatements: string[];
  /** Unique formula identifier, "XXXX-XXXX-XXXX-XXXX"; null when the mixture needs none. */
  ufi: string | null;
};

export const CLP_TEXTS = {
  heading: 'Bezpečnostní informace',
  badge: 'Nebezpečná látka',
  signalWord: 'Signální slovo',
  pictograms: 'Výstražné symboly',
  hazardStatements: 'Standardní věty o nebezpečnosti',
  precautionaryStatements: 'Pokyny pro bezpečné zacházení',
  ufi: 'UFI',
  safetyDataSheet: 'Bezpečnostní list (PDF)',
  notClassified: 'Směs není klasifikována jako nebezpečná podle nařízení (ES) č. 1272/2008.',
  cartNoticeTitle: 'Košík obsahuje nebezpečné látky',
  cartNoticeText:
    'Před použitím si přečtěte údaje na štítku a bezpečnostní list. Výrobky uchovávejte mimo dosah dětí a v původním obalu.',
  pictogramLabel: (name: string) => `Výstražný symbol: ${name}`,
} as const;

/** Does the product carry hazard labelling (a pictogram, a signal word or a hazard statement)? */
export function isHazardous(clp: ClpClassification | null | undefined): boolean {
  if (!clp) return false;
  return clp.pictograms.length > 0 || clp.signalWord !== null || clp.hazardStatements.length > 0;
}

export type ClpPlacement = 'page' | 'card' | 'cart';

/**
 * Where the hazard information shows, from what the API says of a product (its `hazard`, with
 * `hazardous`): the product page shows the whole block for every product with a classification (a
 * mixture "not classified" gets that sentence and its data sheet); a listing card shows the
 * "Nebezpečná látka" badge with the pictograms, and the cart lists the product in its notice,
 * only for a hazardous one. Nothing anywhere for a product without CLP information.
 */
export function hazardShownIn(hazard: { hazardous: boolean } | null | undefined, placement: ClpPlacement): boolean {
  if (!hazard) return false;
  return placement === 'page' || hazard.hazardous;
}

/** hazardShownIn for a stored classification. */
export function clpShownIn(clp: ClpClassification | null | undefined, placement: ClpPlacement): boolean {
  return hazardShownIn(clp ? { hazardous: isHazardous(clp) } : null, placement);
}

/** The hazard types the label indicates (Art. 48(2)): the pictograms' names, for badges and alt texts. */
export function hazardTypes(clp: ClpClassification): string[] {
  return clp.pictograms.map((code) => GHS_PICTOGRAMS[code]);
}

// --- UFI (Annex VIII, part A 5.1; ECHA's UFI developer manual) ---------------------------------

/** The 31 characters of a UFI (no B, I, L, O, Z), each worth its index. */
export const UFI_ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';
/** Step 3 of the manual: which base-31 digit of the payload goes to each of the 15 positions. */
const UFI_REORGANISATION = [5, 4, 3, 7, 2, 8, 9, 10, 1, 0, 11, 6, 12, 13, 14] as const;
/** Czech VAT numbers: country group 5 (7-bit country codes), code 1 (manual, table 2-1). */
const CZ_GROUP = 5n;
const CZ_COUNTRY_CODE = 1n;
const COUNTRY_CODE_BITS = 7n;
const VAT_FIELD_BITS = 41n;
export const UFI_MAX_FORMULATION = 268_435_455; // 2^28 − 1

export const UFI_ERRORS = {
  length: 'UFI má 16 znaků ve čtyřech skupinách po čtyřech, např. F000-T0KH-V002-T4SM.',
  characters: 'UFI obsahuje jen číslice a velká písmena kromě B, I, L, O a Z.',
  checksum: 'UFI má chybný kontrolní znak: zkontrolujte, zda jste nezaměnili nebo nepřepsali některý znak.',
  version: 'UFI není platný: neodpovídá verzi formátu UFI.',
} as const;

/** The compact form: upper case, without spaces and hyphens. */
function compactUfi(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** "XXXX-XXXX-XXXX-XXXX" from any spacing and case; null when it is not 16 characters. */
export function formatUfi(input: string): string | null {
  const compact = compactUfi(input);
  if (compact.length !== 16) return null;
  return compact.match(/.{4}/g)!.join('-');
}

/** Weighted sum of the manual's step 4: the check character has weight 1, the next ones 2, 3, …, 16. */
function ufiWeightedSum(values: readonly number[]): number {
  return values.reduce((sum, value, i) => sum + (i + 1) * value, 0);
}

/**
 * Why a UFI is not valid (a Czech message), or null when it is: 16 characters of the UFI alphabet
 * in groups of four (hyphens or spaces between groups, any case), the check character right
 * (weighted sum ≡ 0 mod 31) and the payload's version bit 0.
 */
export function ufiProblem(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[0-9A-Za-z]{4}([\s-]?[0-9A-Za-z]{4}){3}$/.test(trimmed)) return UFI_ERRORS.length;
  const compact = compactUfi(trimmed);
  const values = [...compact].map((ch) => UFI_ALPHABET.indexOf(ch));
  if (values.some((v) => v < 0)) return UFI_ERRORS.characters;
  if (ufiWeightedSum(values) % 31 !== 0) return UFI_ERRORS.checksum;
  // Undo step 3 and step 2: the payload is a 74-bit number whose lowest bit (the version) is 0.
  const digits = new Array<number>(15).fill(0);
  UFI_REORGANISATION.forEach((from, to) => {
    digits[from] = values[to + 1]!;
  });
  const payload = digits.reduce((acc, d) => acc * 31n + BigInt(d), 0n);
  if (payload % 2n !== 0n || payload >= 1n << 74n) return UFI_ERRORS.version;
  return null;
}

export function isValidUfi(input: string): boolean {
  return ufiProblem(input) === null;
}

/**
 * The UFI of formulation number `formulation` of a company with Czech VAT number `vat`
 * ("CZ" + 8–10 digits), by the manual's steps 1–4. For seeding and tests; companies get their
 * UFIs from ECHA's generator.
 */
export function czechUfi(vat: string, formulation: number): string {
  const match = /^CZ(\d{8,10})$/.exec(vat.replace(/\s/g, '').toUpperCase());
  if (!match) throw new Error(`Not a Czech VAT number: ${vat}`);
  if (!Number.isInteger(formulation) || formulation < 0 || formulation > UFI_MAX_FORMULATION) {
    throw new Error(`Formulation number out of range: ${formulation}`);
  }
  const vatNumber = BigInt(match[1]!);
  // Step 1: formulation (28 bits) | country group (4) | country code (7) | VAT number (34) | version 0 (1).
  const vatBits = VAT_FIELD_BITS - COUNTRY_CODE_BITS;
  let payload = BigInt(formulation);
  payload = (payload << 4n) | CZ_GROUP;
  payload = (payload << COUNTRY_CODE_BITS) | CZ_COUNTRY_CODE;
  payload = (payload << vatBits) | vatNumber;
  payload <<= 1n;
  // Step 2: 15 base-31 digits, most significant first.
  const digits: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    digits.unshift(Number(payload % 31n));
    payload /= 31n;
  }
  // Step 3: reorganise; step 4: prepend the check character.
  const reorganised = UFI_REORGANISATION.map((from) => digits[from]!);
  const sum = reorganised.reduce((acc, v, i) => acc + (i + 2) * v, 0);
  const check = (31 - (sum % 31)) % 31;
  return formatUfi([check, ...reorganised].map((v) => UFI_ALPHABET[v]).join(''))!;
}

// --- Consistency of a classification ------------------------------------------------------------

/** Czech descriptions of what is wrong with a classification; empty when it can be shown. */
export function clpProblems(clp: ClpClassification): string[] {
  const problems: string[] = [];
  for (const code of clp.pictograms) if (!isGhsCode(code)) problems.push(`Neznámý výstražný symbol ${code}.`);
  if (new Set(clp.pictograms).size !== clp.pictograms.length) problems.push('Výstražný symbol je uveden vícekrát.');
  for (const code of clp.hazardStatements) {
    if (!Object.hasOwn(HAZARD_STATEMENTS, code)) problems.push(`Neznámá standardní věta o nebezpečnosti ${code}.`);
  }
  for (const code of clp.precautionaryStatements) {
    if (!Object.hasOwn(PRECAUTIONARY_STATEMENTS, code)) problems.push(`Neznámý pokyn pro bezpečné zacházení ${code}.`);
  }
  if (clp.signalWord !== null && !isSignalWord(clp.signalWord)) problems.push(`Neznámé signální slovo ${String(clp.signalWord)}.`);
  // A pictogram for a health or physical hazard always comes with a signal word (GHS09 alone may not).
  if (clp.signalWord === null && clp.pictograms.some((code) => code !== 'GHS09')) {
    problems.push('Výstražný symbol bez signálního slova.');
  }
  if (clp.ufi !== null) {
    const ufi = ufiProblem(clp.ufi);
    if (ufi) problems.push(ufi);
  }
  return problems;
}

/** Where a product's safety data sheet is served (under the media prefix). */
export function safetyDataSheetPath(sku: string): string {
  return `/media/bezpecnostni-list/${encodeURIComponent(sku)}.pdf`;
}
