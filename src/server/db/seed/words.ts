// Czech vocabulary the seed composes names, descriptions and reviews from. Only words here;
// how they are combined lives in products.ts and content.ts.

export const SCENTS = [
  'citron',
  'levandule',
  'oceán',
  'zelené jablko',
  'bez vůně',
  'horská svěžest',
  'eukalyptus',
  'pomeranč',
  'máta',
  'aloe vera',
  'konvalinka',
  'grapefruit',
] as const;

export const LIQUID_COLOURS = ['modrá', 'zelená', 'žlutá', 'růžová', 'čirá', 'oranžová', 'fialová', 'bílá'] as const;
export const PLASTIC_COLOURS = ['bílá', 'černá', 'šedá', 'modrá', 'zelená', 'červená', 'žlutá'] as const;
export const METAL_COLOURS = ['stříbrná', 'bílá', 'černá', 'nerez matná'] as const;
export const PAPER_COLOURS = ['bílá', 'přírodní', 'šedá', 'zelená'] as const;
export const GLOVE_COLOURS = ['modrá', 'černá', 'bílá', 'fialová', 'zelená'] as const;

export const PAPER_MATERIALS = ['100 % celulóza', 'recyklovaný papír', 'směs celulózy a recyklátu'] as const;
export const DISPENSER_MATERIALS = ['ABS plast', 'nerezová ocel AISI 304', 'lakovaný ocelový plech', 'plast SAN'] as const;
export const TOOL_MATERIALS = ['mikrovlákno', 'bavlna', 'polypropylen', 'viskóza', 'hliník', 'PET vlákno'] as const;
export const BAG_MATERIALS = ['LDPE', 'HDPE', 'recyklovaný LDPE'] as const;
export const BIN_MATERIALS = ['polypropylen', 'nerezová ocel', 'pozinkovaná ocel', 'HDPE'] as const;
export const APPAREL_MATERIALS = ['polyetylen', 'netkaná textilie PP', 'bavlna', 'polyester s bavlnou'] as const;

export const GLOVE_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const APPAREL_SIZES = ['M', 'L', 'XL', 'XXL'] as const;

/** Second sentence of a product description, by product kind family. */
export const KIND_SENTENCES = {
  liquid: [
    'Díky vyváženému složení je vydatný a šetrný k povrchům.',
    'Koncentrované složení vystačí na desítky úklidů.',
    'Přípravek je vhodný pro každodenní použití v domácnosti i v provozu.',
    'Obal je vybaven dětskou pojistkou a snadno dávkovatelným uzávěrem.',
  ],
  paper: [
    'Papír je jemný na dotek, pevný a dobře savý.',
    'Vyrobeno s ohledem na životní prostředí a certifikováno FSC.',
    'Výhodné balení se hodí do kanceláří, hotelů i domácností.',
  ],
  durable: [
    'Konstrukce je odolná a navržená pro dlouhodobý provoz.',
    'Montáž zvládnete během několika minut pomocí přiloženého příslušenství.',
    'Snadno se čistí a udržuje a dobře zapadne do každého interiéru.',
  ],
  tool: [
    'Lehká a odolná pomůcka usnadní každodenní úklid.',
    'Materiál se dá prát na 60 °C a vydrží stovky cyklů.',
    'Ergonomický tvar šetří záda i zápěstí.',
  ],
  protective: [
    'Splňuje požadavky evropských norem pro osobní ochranné prostředky.',
    'Pohodlně padne a nepřekáží při práci.',
    'Vhodné pro úklid, gastronomii i zdravotnictví.',
  ],
  machine: [
    'Výkonný motor a nízká hlučnost umožňují úklid i během provozu.',
    'Stroj je určen pro profesionální nasazení v hotelech, kancelářích a školách.',
    'Součástí balení je sada základního příslušenství a návod v češtině.',
  ],
} as const;

export const CLOSING_SENTENCES = [
  'Objednávky odesíláme obvykle do 24 hodin.',
  'Pro firemní zákazníky nabízíme výhodné ceny při odběru celých kartonů.',
  'Při větším odběru vám rádi připravíme individuální nabídku.',
  'Produkt si můžete prohlédnout v kterékoli z našich prodejen.',
] as const;

export const FIRST_NAMES = [
  'Jana',
  'Petr',
  'Marie',
  'Jan',
  'Eva',
  'Tomáš',
  'Lucie',
  'Martin',
  'Hana',
  'Jiří',
  'Kateřina',
  'Pavel',
  'Veronika',
  'Lukáš',
  'Tereza',
  'Michal',
  'Alena',
  'Ondřej',
] as const;

export const SURNAME_INITIALS = ['N.', 'D.', 'S.', 'P.', 'H.', 'K.', 'V.', 'M.', 'Č.', 'Ř.', 'B.', 'Z.'] as const;

/** Review texts by star rating (index 0 = 1 star). */
export const REVIEW_TEXTS: readonly (readonly string[])[] = [
  [
    'Bohužel zklamání, výrobek nesplnil očekávání.',
    'Po týdnu přestal fungovat, řešíme reklamaci.',
    'Kvalita neodpovídá ceně, příště zvolím jinou značku.',
  ],
  [
    'Funguje, ale čekala jsem víc.',
    'Průměrná kvalita, balení dorazilo poškozené.',
    'Na občasné použití ujde, na provoz je slabší.',
  ],
  [
    'Běžný standard, nic mimořádného.',
    'Za tu cenu v pořádku, jen vůně je dost výrazná.',
    'Dělá, co má, ale u konkurence mají podobné levněji.',
  ],
  [
    'Dobrý poměr ceny a výkonu, objednám znovu.',
    'Spokojenost, rychlé dodání a slušná kvalita.',
    'Používáme v kanceláři, zatím bez problémů.',
    'Velmi dobré, jen by se hodilo větší balení.',
  ],
  [
    'Výborný produkt, v hotelu ho používáme už rok.',
    'Naprostá spokojenost, doporučuji všem.',
    'Skvělá kvalita a rychlé doručení, děkuji.',
    'Nejlepší, co jsme zatím zkoušeli, uklízečky jsou nadšené.',
    'Vydatné, šetrné a příjemně voní. Pět hvězd.',
  ],
];

/** Days after the seed runs that on-way goods are expected: the dates stay ahead of the demo. */
export const ON_WAY_DAYS = [22, 45, 9, 72, 30] as const;
export const TO_ORDER_NOTES = ['do 5 dnů', 'do 14 dnů', 'do 3 týdnů'] as const;
