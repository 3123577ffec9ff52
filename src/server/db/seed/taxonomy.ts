// The taxonomy nodes of the seeded shop: the category tree (with the vocabulary its leaf
// categories name products from), manufacturers, the five preview listings, content sections
// and the virtual node that holds service products.

import { slugify, taxonomyHash } from '../../../domain/index.js';
import type { taxonomies } from '../schema.js';

export type TaxonomyRow = typeof taxonomies.$inferInsert;

export type ProductKind =
  | 'liquid'
  | 'spray'
  | 'cream'
  | 'powder'
  | 'tablets'
  | 'toilet-paper'
  | 'jumbo-roll'
  | 'towels'
  | 'towel-roll'
  | 'napkins'
  | 'dispenser'
  | 'paper-dispenser'
  | 'dryer'
  | 'tool'
  | 'handle'
  | 'cloth'
  | 'bucket'
  | 'bags'
  | 'bin'
  | 'gloves'
  | 'respirator'
  | 'apparel'
  | 'apparel-pack'
  | 'soap-bar'
  | 'hotel-cosmetics'
  | 'wipes'
  | 'trolley'
  | 'machine'
  | 'machine-part';

/** What a leaf category's products are called and made of. */
export type LeafVocabulary = {
  kind: ProductKind;
  /** Product nouns ("Čistič na okna"); the name is noun + modifier + size label. */
  nouns: readonly string[];
  /** Modifiers ("s rozprašovačem"); '' stands for none. */
  mods: readonly string[];
  /** First description sentence: what the product does. */
  use: string;
  ph?: readonly [number, number];
  /** VAT rate when not the standard 21 %. */
  vat?: 12;
};

type CategoryDef = {
  name: string;
  description?: string;
  products?: LeafVocabulary;
  children?: readonly CategoryDef[];
};

type TopCategoryDef = CategoryDef & { code: string; children: readonly CategoryDef[] };

const CATEGORY_TREE: readonly TopCategoryDef[] = [
  {
    name: 'Úklidová chemie',
    code: 'UC',
    description: 'Profesionální i domácí čisticí prostředky na podlahy, okna, koupelny a kuchyně.',
    children: [
      {
        name: 'Čističe podlah',
        products: {
          kind: 'liquid',
          nouns: ['Čistič podlah', 'Mycí prostředek na podlahy', 'Leštěnka na podlahy'],
          mods: ['', 'koncentrát', 'na laminát', 'na dlažbu', 'univerzální', 'nízkopěnivý'],
          use: 'Šetrně umyje dlažbu, lino, laminát i kámen a nezanechává šmouhy.',
          ph: [7, 10],
        },
      },
      {
        name: 'Čističe oken a skla',
        products: {
          kind: 'liquid',
          nouns: ['Čistič na okna', 'Čistič skla', 'Čistič zrcadel'],
          mods: ['s rozprašovačem', 'bez šmouh', 's alkoholem', 'náhradní náplň', 'antistatický'],
          use: 'Odstraní mastnotu, otisky prstů a šmouhy ze skla, zrcadel a lesklých povrchů.',
          ph: [6, 9],
        },
      },
      {
        name: 'Koupelny a WC',
        children: [
          {
            name: 'Čističe WC',
            products: {
              kind: 'liquid',
              nouns: ['WC gel', 'Čistič WC', 'Dezinfekční WC gel', 'Čistič odpadů'],
              mods: ['s chlórem', 'proti vodnímu kameni', 'hustý', 's aktivní pěnou'],
              use: 'Hustá formule ulpívá pod okrajem mísy a odstraní usazeniny i zápach.',
              ph: [1, 3],
            },
          },
          {
            name: 'Odstraňovače vodního kamene',
            products: {
              kind: 'liquid',
              nouns: ['Odstraňovač vodního kamene', 'Čistič na vodní kámen'],
              mods: ['', 's kyselinou citronovou', 'profi', 'na baterie a sprchy'],
              use: 'Rychle rozpustí vodní kámen na bateriích, sprchových koutech a obkladech.',
              ph: [1, 3],
            },
          },
          {
            name: 'Čističe koupelen',
            products: {
              kind: 'spray',
              nouns: ['Čistič koupelen', 'Čistič na obklady', 'Sprej na sprchové kouty'],
              mods: ['', 'proti plísním', 'aktivní pěna', 's rozprašovačem'],
              use: 'Odstraní mýdlové usazeniny a skvrny z obkladů, van i sprchových koutů.',
              ph: [2, 5],
            },
          },
        ],
      },
      {
        name: 'Kuchyně',
        children: [
          {
            name: 'Prostředky na nádobí',
            products: {
              kind: 'liquid',
              nouns: ['Prostředek na nádobí', 'Gel na mytí nádobí'],
              mods: ['', 'balzám', 'koncentrát', 's aloe vera', 'ultra'],
              use: 'Snadno si poradí s mastnotou a připáleninami a je šetrný k pokožce rukou.',
              ph: [6, 8],
            },
          },
          {
            name: 'Tablety do myčky',
            products: {
              kind: 'tablets',
              nouns: ['Tablety do myčky', 'Kapsle do myčky'],
              mods: ['all in 1', 'bez fosfátů', 'ekologické', 'classic'],
              use: 'Umyjí nádobí do lesku, změkčí vodu a chrání sklo před korozí.',
            },
          },
          {
            name: 'Odmašťovače',
            products: {
              kind: 'liquid',
              nouns: ['Odmašťovač', 'Čistič grilů a trub', 'Čistič digestoří'],
              mods: ['', 'průmyslový', 's rozprašovačem', 'alkalický'],
              use: 'Rozpustí připálený tuk a mastnotu na sporácích, troubách a digestořích.',
              ph: [11, 13],
            },
          },
        ],
      },
      {
        name: 'Speciální chemie',
        children: [
          {
            name: 'Čističe koberců a čalounění',
            products: {
              kind: 'liquid',
              nouns: ['Čistič koberců', 'Šampon na čalounění', 'Odstraňovač skvrn z koberců'],
              mods: ['', 'pro tepovače', 'nízkopěnivý', 's neutralizátorem pachů'],
              use: 'Vyčistí koberce a čalounění do hloubky a oživí barvy.',
              ph: [7, 9],
            },
          },
          {
            name: 'Čističe nerezu a kovů',
            products: {
              kind: 'spray',
              nouns: ['Čistič nerezu', 'Leštěnka na nerez', 'Čistič mosazi a mědi'],
              mods: ['', 'olejový', 've spreji', 'antistatický'],
              use: 'Vyčistí a nablýská nerezové spotřebiče, kliky i gastro vybavení.',
              ph: [6, 8],
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Papírová hygiena',
    code: 'PH',
    description: 'Toaletní papír, papírové ručníky, utěrky a kapesníky pro domácnosti i provozy.',
    children: [
      {
        name: 'Toaletní papír',
        children: [
          {
            name: 'Toaletní papír v malých rolích',
            products: {
              kind: 'toilet-paper',
              nouns: ['Toaletní papír'],
              mods: ['dvouvrstvý', 'třívrstvý', 'recyklovaný', 'z celulózy', 'parfémovaný'],
              use: 'Jemný a pevný toaletní papír pro domácnosti, kanceláře i penziony.',
              vat: 12,
            },
          },
          {
            name: 'Toaletní papír Jumbo',
            products: {
              kind: 'jumbo-roll',
              nouns: ['Toaletní papír Jumbo'],
              mods: ['průměr 19 cm', 'průměr 24 cm', 'průměr 28 cm', 'dvouvrstvý'],
              use: 'Velké role do zásobníků Jumbo se hodí do frekventovaných toalet.',
              vat: 12,
            },
          },
        ],
      },
      {
        name: 'Papírové ručníky',
        children: [
          {
            name: 'Skládané ručníky ZZ',
            products: {
              kind: 'towels',
              nouns: ['Papírové ručníky ZZ', 'Skládané ručníky'],
              mods: ['dvouvrstvé', 'zelené', 'bílé', 'z recyklátu'],
              use: 'Skládané ručníky se vydávají po jednom kuse, a šetří tak spotřebu.',
            },
          },
          {
            name: 'Ručníky v roli',
            products: {
              kind: 'towel-roll',
              nouns: ['Papírové ručníky v roli', 'Ručníky v roli Autocut'],
              mods: ['dvouvrstvé', 's dutinkou', 'bez dutinky'],
              use: 'Role pro zásobníky s automatickým odtrhem, savé a pevné i za mokra.',
            },
          },
        ],
      },
      {
        name: 'Kuchyňské utěrky',
        products: {
          kind: 'towel-roll',
          nouns: ['Kuchyňské utěrky'],
          mods: ['dvouvrstvé', 'třívrstvé', 's potiskem', 'extra savé'],
          use: 'Savé papírové utěrky do kuchyně na rozlité tekutiny i utírání rukou.',
        },
      },
      {
        name: 'Kapesníky a ubrousky',
        products: {
          kind: 'napkins',
          nouns: ['Papírové kapesníky', 'Papírové ubrousky', 'Kosmetické kapesníky'],
          mods: ['třívrstvé', 's heřmánkem', 'bílé', 'barevné'],
          use: 'Jemné kapesníky a ubrousky pro kanceláře, restaurace i domácnost.',
          vat: 12,
        },
      },
      {
        name: 'Průmyslové role',
        products: {
          kind: 'towel-roll',
          nouns: ['Průmyslová role', 'Čisticí papír v roli'],
          mods: ['modrá', 'bílá', 'třívrstvá', 'pro dílny'],
          use: 'Pevný čisticí papír pro dílny, výrobu a gastro provozy.',
        },
      },
    ],
  },
  {
    name: 'Dávkovače',
    code: 'DA',
    description: 'Dávkovače mýdla a dezinfekce, zásobníky na papír, osoušeče rukou a osvěžovače.',
    children: [
      {
        name: 'Dávkovače mýdla',
        children: [
          {
            name: 'Nerezové dávkovače',
            products: {
              kind: 'dispenser',
              nouns: ['Dávkovač mýdla', 'Dávkovač dezinfekce'],
              mods: ['nerezový', 'nerezový matný', 'nerezový leštěný'],
              use: 'Elegantní nerezový dávkovač pro hotely, restaurace a kanceláře.',
            },
          },
          {
            name: 'Plastové dávkovače',
            products: {
              kind: 'dispenser',
              nouns: ['Dávkovač mýdla', 'Dávkovač pěnového mýdla'],
              mods: ['plastový bílý', 'plastový černý', 's průhledem'],
              use: 'Praktický plastový dávkovač s okénkem pro kontrolu náplně.',
            },
          },
          {
            name: 'Bezdotykové dávkovače',
            products: {
              kind: 'dispenser',
              nouns: ['Bezdotykový dávkovač mýdla', 'Bezdotykový dávkovač dezinfekce'],
              mods: ['na baterie', 'se senzorem', 's podnosem'],
              use: 'Senzor dávkuje přesnou dávku bez dotyku, a omezuje tak přenos bakterií.',
            },
          },
        ],
      },
      {
        name: 'Zásobníky na toaletní papír',
        products: {
          kind: 'paper-dispenser',
          nouns: ['Zásobník na toaletní papír', 'Zásobník na toaletní papír Jumbo'],
          mods: ['', 'uzamykatelný', 'nerezový', 'plastový bílý'],
          use: 'Uzamykatelný zásobník chrání papír před poškozením a krádeží.',
        },
      },
      {
        name: 'Zásobníky na papírové ručníky',
        products: {
          kind: 'paper-dispenser',
          nouns: ['Zásobník na papírové ručníky', 'Zásobník na ručníky v roli'],
          mods: ['', 'uzamykatelný', 'nerezový', 's automatickým odtrhem'],
          use: 'Zásobník pojme velkou zásobu ručníků a snadno se doplňuje.',
        },
      },
      {
        name: 'Osoušeče rukou',
        products: {
          kind: 'dryer',
          nouns: ['Osoušeč rukou', 'Tryskový osoušeč rukou'],
          mods: ['bezdotykový', 'nerezový', 's HEPA filtrem'],
          use: 'Rychle osuší ruce proudem teplého vzduchu a ušetří náklady na papír.',
        },
      },
      {
        name: 'Osvěžovače vzduchu',
        products: {
          kind: 'spray',
          nouns: ['Osvěžovač vzduchu', 'Náplň do osvěžovače'],
          mods: ['ve spreji', 'automatický', 'neutralizátor pachů'],
          use: 'Neutralizuje nepříjemné pachy a zanechá v místnosti svěží vůni.',
        },
      },
    ],
  },
  {
    name: 'Úklidové pomůcky',
    code: 'UP',
    description: 'Mopy, utěrky, kbelíky, košťata a houbičky pro každodenní úklid.',
    children: [
      {
        name: 'Mopy a příslušenství',
        children: [
          {
            name: 'Ploché mopy',
            products: {
              kind: 'tool',
              nouns: ['Plochý mop', 'Mop z mikrovlákna', 'Náhradní návlek na mop'],
              mods: ['s kapsami', 'se suchým zipem', 'na suché stírání', 'bavlněný'],
              use: 'Plochý mop dosáhne pod nábytek a rovnoměrně setře celou plochu.',
            },
          },
          {
            name: 'Provázkové mopy',
            products: {
              kind: 'tool',
              nouns: ['Provázkový mop', 'Třásňový mop'],
              mods: ['bavlněný', 'z mikrovlákna', 'průmyslový', 's kroužkem'],
              use: 'Savý provázkový mop na velké plochy, chodby a provozy.',
            },
          },
          {
            name: 'Násady a držáky',
            products: {
              kind: 'handle',
              nouns: ['Násada', 'Teleskopická násada', 'Držák mopu'],
              mods: ['hliníková', 'ocelová', 'se závitem'],
              use: 'Pevná a lehká násada kompatibilní s běžnými mopy a smetáky.',
            },
          },
        ],
      },
      {
        name: 'Utěrky a hadry',
        children: [
          {
            name: 'Mikrovláknové utěrky',
            products: {
              kind: 'cloth',
              nouns: ['Utěrka z mikrovlákna', 'Mikroutěrka'],
              mods: ['na sklo', 'univerzální', 'do kuchyně', 'barevná sada'],
              use: 'Mikrovlákno zachytí prach i mastnotu jen s vodou, bez chemie.',
            },
          },
          {
            name: 'Houbové utěrky',
            products: {
              kind: 'cloth',
              nouns: ['Houbová utěrka', 'Netkaná utěrka'],
              mods: ['savá', 'perforovaná', 'v roli'],
              use: 'Savá utěrka pojme velké množství vody a rychle schne.',
            },
          },
        ],
      },
      {
        name: 'Kbelíky a ždímače',
        products: {
          kind: 'bucket',
          nouns: ['Kbelík', 'Kbelík se ždímačem', 'Ždímač na mop'],
          mods: ['plastový', 's výlevkou', 'pojízdný', 's odměrkou'],
          use: 'Pevný kbelík s pohodlným držadlem pro mokrý úklid.',
        },
      },
      {
        name: 'Košťata a smetáky',
        products: {
          kind: 'tool',
          nouns: ['Koště', 'Smeták', 'Lopatka se smetáčkem', 'Metla'],
          mods: ['s násadou', 'venkovní', 'pokojové', 'z přírodních štětin'],
          use: 'Hustá vlákna smetou jemný prach i hrubé nečistoty.',
        },
      },
      {
        name: 'Houbičky a drátěnky',
        products: {
          kind: 'cloth',
          nouns: ['Houbička na nádobí', 'Drátěnka', 'Abrazivní houbička'],
          mods: ['tvarovaná', 'nerezová', 'jemná', 'hrubá'],
          use: 'Odstraní připáleniny a zaschlé nečistoty z nádobí i pracovních ploch.',
        },
      },
    ],
  },
  {
    name: 'Odpadové hospodářství',
    code: 'OH',
    description: 'Pytle na odpad, odpadkové koše a nádoby na tříděný odpad.',
    children: [
      {
        name: 'Pytle na odpad',
        children: [
          {
            name: 'Pytle do košů',
            products: {
              kind: 'bags',
              nouns: ['Pytle na odpad', 'Sáčky do koše'],
              mods: ['černé', 'zesílené', 'z recyklátu', 's uchy'],
              use: 'Pevné pytle odolné proti protržení pro domácnost i provoz.',
            },
          },
          {
            name: 'Pytle na tříděný odpad',
            products: {
              kind: 'bags',
              nouns: ['Pytle na tříděný odpad'],
              mods: ['žluté', 'modré', 'zelené', 'transparentní'],
              use: 'Barevné pytle usnadní třídění plastů, papíru a skla.',
            },
          },
          {
            name: 'Zatahovací pytle',
            products: {
              kind: 'bags',
              nouns: ['Zatahovací pytle', 'Pytle se zatahovací páskou'],
              mods: ['vonné', 'extra pevné', 'bílé'],
              use: 'Zatahovací páska pytel pohodlně uzavře a usnadní vynášení.',
            },
          },
        ],
      },
      {
        name: 'Odpadkové koše',
        products: {
          kind: 'bin',
          nouns: ['Odpadkový koš', 'Nášlapný koš', 'Koš s víkem'],
          mods: ['nerezový', 'plastový', 's vložkou', 'výklopný'],
          use: 'Koš s tichým dovíráním víka do kanceláří, koupelen i kuchyní.',
        },
      },
      {
        name: 'Nádoby na tříděný odpad',
        products: {
          kind: 'bin',
          nouns: ['Nádoba na tříděný odpad', 'Sada košů na třídění'],
          mods: ['trojdílná', 'stohovatelná', 's barevnými víky'],
          use: 'Barevně odlišené nádoby pro snadné třídění odpadu na pracovišti.',
        },
      },
      {
        name: 'Popelnice a kontejnery',
        products: {
          kind: 'bin',
          nouns: ['Popelnice', 'Kontejner na odpad'],
          mods: ['s kolečky', 'plastová', 'pozinkovaná'],
          use: 'Odolná venkovní nádoba na komunální i tříděný odpad.',
        },
      },
    ],
  },
  {
    name: 'Ochranné pomůcky',
    code: 'OP',
    description: 'Jednorázové i pracovní rukavice, respirátory a ochranné oděvy.',
    children: [
      {
        name: 'Rukavice',
        children: [
          {
            name: 'Nitrilové rukavice',
            products: {
              kind: 'gloves',
              nouns: ['Nitrilové rukavice'],
              mods: ['bez pudru', 'modré', 'černé', 'prodloužené'],
              use: 'Nitrilové rukavice odolné vůči chemii, vhodné i pro alergiky na latex.',
            },
          },
          {
            name: 'Latexové rukavice',
            products: {
              kind: 'gloves',
              nouns: ['Latexové rukavice'],
              mods: ['pudrované', 'bez pudru', 'úklidové'],
              use: 'Pružné latexové rukavice s vynikajícím citem v prstech.',
            },
          },
          {
            name: 'Vinylové rukavice',
            products: {
              kind: 'gloves',
              nouns: ['Vinylové rukavice'],
              mods: ['bez pudru', 'transparentní'],
              use: 'Cenově výhodné jednorázové rukavice pro krátkodobé úkony.',
            },
          },
          {
            name: 'Pracovní rukavice',
            products: {
              kind: 'gloves',
              nouns: ['Pracovní rukavice', 'Úklidové rukavice'],
              mods: ['máčené v nitrilu', 'gumové', 'zateplené'],
              use: 'Odolné rukavice pro úklid, údržbu a práci s chemií.',
            },
          },
        ],
      },
      {
        name: 'Roušky a respirátory',
        products: {
          kind: 'respirator',
          nouns: ['Respirátor FFP2', 'Respirátor FFP3', 'Jednorázová rouška'],
          mods: ['s ventilkem', 'bez ventilku', 'třívrstvá'],
          use: 'Chrání dýchací cesty před prachem, aerosoly a mikroorganismy.',
        },
      },
      {
        name: 'Ochranné oděvy',
        products: {
          kind: 'apparel',
          nouns: ['Jednorázový plášť', 'Zástěra', 'Pracovní halena', 'Kombinéza'],
          mods: ['polyetylenová', 'netkaná', 'bavlněná'],
          use: 'Ochranný oděv pro úklid, gastronomii a zdravotnictví.',
        },
      },
      {
        name: 'Návleky a čepice',
        products: {
          kind: 'apparel-pack',
          nouns: ['Návleky na obuv', 'Jednorázová čepice', 'Návleky na rukávy'],
          mods: ['polyetylenové', 'netkané', 'protiskluzové'],
          use: 'Jednorázové návleky udrží čistotu v čistých provozech i domácnostech.',
        },
      },
    ],
  },
  {
    name: 'Dezinfekce',
    code: 'DE',
    description: 'Dezinfekce rukou a povrchů, dezinfekční ubrousky a přípravky na prádlo.',
    children: [
      {
        name: 'Dezinfekce rukou',
        products: {
          kind: 'liquid',
          nouns: ['Dezinfekční gel na ruce', 'Dezinfekce na ruce'],
          mods: ['s aloe vera', 'bez parfemace', 'virucidní', 's glycerinem'],
          use: 'Rychle působící dezinfekce rukou s virucidním účinkem, nevysušuje pokožku.',
          ph: [5, 7],
        },
      },
      {
        name: 'Dezinfekce povrchů',
        products: {
          kind: 'liquid',
          nouns: ['Dezinfekce povrchů', 'Dezinfekční sprej', 'Dezinfekční koncentrát'],
          mods: ['bez chlóru', 's chlórem', 'na potravinářské plochy', 'rychleschnoucí'],
          use: 'Spolehlivě ničí bakterie, viry a plísně na omyvatelných površích.',
          ph: [7, 11],
        },
      },
      {
        name: 'Dezinfekční ubrousky',
        products: {
          kind: 'wipes',
          nouns: ['Dezinfekční ubrousky', 'Vlhčené dezinfekční utěrky'],
          mods: ['v dóze', 'náhradní náplň', 'na povrchy', 'na ruce'],
          use: 'Vlhčené ubrousky pro rychlou dezinfekci bez oplachu.',
        },
      },
      {
        name: 'Dezinfekce prádla a nádobí',
        products: {
          kind: 'liquid',
          nouns: ['Dezinfekční přípravek na prádlo', 'Dezinfekce na nádobí'],
          mods: ['s aktivním kyslíkem', 'bez chlóru', 'profi'],
          use: 'Dezinfikuje prádlo a nádobí již při nízkých teplotách.',
          ph: [9, 11],
        },
      },
    ],
  },
  {
    name: 'Kosmetika a mýdla',
    code: 'KM',
    description: 'Tekutá a tuhá mýdla, krémy na ruce a hotelová kosmetika.',
    children: [
      {
        name: 'Tekutá mýdla',
        children: [
          {
            name: 'Antibakteriální mýdla',
            products: {
              kind: 'liquid',
              nouns: ['Antibakteriální tekuté mýdlo'],
              mods: ['s chlorhexidinem', 'pro zdravotnictví', 'jemné'],
              use: 'Antibakteriální mýdlo pro důkladnou hygienu rukou ve zdravotnictví a gastru.',
              ph: [5, 7],
            },
          },
          {
            name: 'Pěnová mýdla',
            products: {
              kind: 'liquid',
              nouns: ['Pěnové mýdlo', 'Náplň pěnového mýdla'],
              mods: ['bez parfemace', 'hypoalergenní', 'svěží'],
              use: 'Jemná pěna je úsporná a rychle se spláchne.',
              ph: [5, 6],
            },
          },
          {
            name: 'Krémová mýdla',
            products: {
              kind: 'liquid',
              nouns: ['Tekuté mýdlo', 'Krémové mýdlo'],
              mods: ['s mandlovým olejem', 's aloe vera', 's heřmánkem', 's olivovým olejem'],
              use: 'Krémové mýdlo s hydratační složkou pečuje o pokožku rukou.',
              ph: [5, 7],
            },
          },
        ],
      },
      {
        name: 'Tuhá mýdla',
        products: {
          kind: 'soap-bar',
          nouns: ['Toaletní mýdlo', 'Hotelové mýdlo', 'Přírodní mýdlo'],
          mods: ['', 's olivovým olejem', 'mléčné', 's kozím mlékem'],
          use: 'Tuhé mýdlo s jemnou pěnou pro každodenní hygienu.',
        },
      },
      {
        name: 'Krémy na ruce',
        products: {
          kind: 'cream',
          nouns: ['Krém na ruce', 'Ochranný krém na ruce', 'Regenerační krém'],
          mods: ['', 's panthenolem', 's bambuckým máslem', 'pro pracovní použití'],
          use: 'Krém rychle se vstřebává a chrání ruce namáhané vodou a chemií.',
        },
      },
      {
        name: 'Hotelová kosmetika',
        products: {
          kind: 'hotel-cosmetics',
          nouns: ['Hotelový šampon', 'Hotelový sprchový gel', 'Hotelové tělové mléko'],
          mods: ['', 'Eco', 'Spa', 'Premium'],
          use: 'Miniaturní balení kosmetiky pro hotely a penziony.',
        },
      },
      {
        name: 'Šampony a sprchové gely',
        products: {
          kind: 'liquid',
          nouns: ['Šampon', 'Sprchový gel', 'Šampon a sprchový gel 2v1'],
          mods: ['', 'pro celou rodinu', 'sportovní', 'jemný'],
          use: 'Jemný mycí přípravek pro sprchy v hotelech, fitness centrech i doma.',
          ph: [5, 6],
        },
      },
    ],
  },
  {
    name: 'Úklidové vozíky a stroje',
    code: 'UV',
    description: 'Úklidové a hotelové vozíky, vysavače, mycí stroje a jejich příslušenství.',
    children: [
      {
        name: 'Úklidové vozíky',
        products: {
          kind: 'trolley',
          nouns: ['Úklidový vozík', 'Hotelový vozík', 'Vozík na prádlo'],
          mods: ['se dvěma kbelíky', 's lisem', 'skládací', 's víkem'],
          use: 'Vozík soustředí všechny pomůcky na jednom místě a zrychlí úklid.',
        },
      },
      {
        name: 'Vysavače',
        children: [
          {
            name: 'Vysavače na suché sání',
            products: {
              kind: 'machine',
              nouns: ['Vysavač', 'Profesionální vysavač', 'Zádový vysavač'],
              mods: ['', 'tichý', 's HEPA filtrem', 'bateriový'],
              use: 'Výkonný vysavač pro každodenní úklid kanceláří, hotelů a škol.',
            },
          },
          {
            name: 'Vysavače na mokré sání',
            products: {
              kind: 'machine',
              nouns: ['Vysavač na mokré i suché sání', 'Průmyslový vysavač'],
              mods: ['', 'nerezový', 's vypouštěcí hadicí'],
              use: 'Vysaje vodu, bláto i jemný prach z dílen a stavenišť.',
            },
          },
        ],
      },
      {
        name: 'Podlahové mycí stroje',
        products: {
          kind: 'machine',
          nouns: ['Podlahový mycí stroj', 'Mycí automat', 'Jednokotoučový stroj'],
          mods: ['', 'bateriový', 'kabelový', 'kompaktní'],
          use: 'Stroj umyje a vysuší podlahu jedním tahem.',
        },
      },
      {
        name: 'Parní čističe',
        products: {
          kind: 'machine',
          nouns: ['Parní čistič', 'Parní generátor'],
          mods: ['', 's žehličkou', 'profesionální'],
          use: 'Horká pára čistí a hygienizuje bez chemie.',
        },
      },
      {
        name: 'Příslušenství ke strojům',
        products: {
          kind: 'machine-part',
          nouns: ['Filtr do vysavače', 'Pad na mycí stroj', 'Sáčky do vysavače'],
          mods: ['', 'originální', 'univerzální'],
          use: 'Originální příslušenství prodlouží životnost a výkon vašeho stroje.',
        },
      },
    ],
  },
  {
    name: 'Prádelna',
    code: 'PR',
    description: 'Prací prášky a gely, aviváže, odstraňovače skvrn a bělidla.',
    children: [
      {
        name: 'Prací prášky',
        products: {
          kind: 'powder',
          nouns: ['Prací prášek'],
          mods: ['na bílé prádlo', 'na barevné prádlo', 'univerzální', 'profesionální'],
          use: 'Účinně pere již od 30 °C a odstraní i odolné skvrny.',
        },
      },
      {
        name: 'Prací gely',
        products: {
          kind: 'liquid',
          nouns: ['Prací gel', 'Tekutý prací prostředek'],
          mods: ['na barevné prádlo', 'na černé prádlo', 'na vlnu', 'sensitive'],
          use: 'Gel se rychle rozpustí a nezanechává na prádle bílé skvrny.',
          ph: [8, 10],
        },
      },
      {
        name: 'Aviváže',
        products: {
          kind: 'liquid',
          nouns: ['Aviváž', 'Koncentrovaná aviváž'],
          mods: ['', 'sensitive', 'hotelová'],
          use: 'Změkčí prádlo, usnadní žehlení a dodá dlouhotrvající vůni.',
          ph: [3, 5],
        },
      },
      {
        name: 'Odstraňovače skvrn',
        products: {
          kind: 'spray',
          nouns: ['Odstraňovač skvrn', 'Předpírací sprej'],
          mods: ['', 's aktivním kyslíkem', 'na bílé prádlo'],
          use: 'Odstraní skvrny od kávy, vína, trávy i tuku ještě před praním.',
          ph: [7, 9],
        },
      },
      {
        name: 'Bělidla',
        products: {
          kind: 'liquid',
          nouns: ['Bělidlo', 'Bělicí prostředek s aktivním kyslíkem'],
          mods: ['', 'bez chlóru', 'hotelové'],
          use: 'Vrátí prádlu zářivou bělost a odstraní zašedlost.',
          ph: [10, 12],
        },
      },
    ],
  },
];

export type ManufacturerDef = { name: string; country: string; tops: readonly string[]; description: string };

export const MANUFACTURERS: readonly ManufacturerDef[] = [
  { name: 'Tork', country: 'Švédsko', tops: ['PH', 'DA'], description: 'Hygienické systémy pro profesionální provozy.' },
  { name: 'Merida', country: 'Polsko', tops: ['UC', 'PH', 'DA', 'KM', 'DE'], description: 'Komplexní hygienická řešení pro firmy.' },
  { name: 'Cleamen', country: 'Česko', tops: ['UC', 'DE', 'PR'], description: 'Česká profesionální úklidová chemie.' },
  { name: 'Katrin', country: 'Finsko', tops: ['PH', 'DA'], description: 'Papírová hygiena ze severských lesů.' },
  { name: 'Vileda', country: 'Německo', tops: ['UP', 'UV'], description: 'Úklidové pomůcky pro domácnosti i profesionály.' },
  { name: 'Satino', country: 'Nizozemsko', tops: ['PH'], description: 'Ekologická papírová hygiena z recyklátu.' },
  { name: 'Jan Niezgoda', country: 'Polsko', tops: ['UC', 'KM', 'PR'], description: 'Drogerie a úklidové prostředky pro každý den.' },
  { name: 'Kärcher', country: 'Německo', tops: ['UV'], description: 'Úklidová technika a mycí stroje.' },
  { name: 'Bohemia Clean', country: 'Česko', tops: ['UC', 'DE', 'PR'], description: 'Čisticí prostředky vyráběné ve středních Čechách.' },
  { name: 'Hygiena Morava', country: 'Česko', tops: ['PH', 'KM', 'OP'], description: 'Moravský výrobce hygienického sortimentu.' },
  { name: 'Papírny Vltava', country: 'Česko', tops: ['PH'], description: 'Toaletní papír a ručníky z jihočeských papíren.' },
  { name: 'Sanitas Pro', country: 'Slovensko', tops: ['DE', 'OP', 'KM'], description: 'Dezinfekce a ochranné pomůcky pro zdravotnictví.' },
  { name: 'Numatic', country: 'Velká Británie', tops: ['UV', 'UP'], description: 'Vysavače a úklidové vozíky.' },
  { name: 'Dezio', country: 'Česko', tops: ['DE', 'UC'], description: 'Dezinfekční přípravky s virucidním účinkem.' },
  { name: 'Ekopytel', country: 'Česko', tops: ['OH'], description: 'Pytle na odpad z recyklovaných plastů.' },
  { name: 'Contimo', country: 'Německo', tops: ['OH', 'UP'], description: 'Odpadkové koše a nádoby na třídění.' },
  { name: 'Protekta', country: 'Česko', tops: ['OP'], description: 'Osobní ochranné pracovní prostředky.' },
  { name: 'Mýdlárna Brno', country: 'Česko', tops: ['KM'], description: 'Tradiční mýdla a hotelová kosmetika.' },
  { name: 'Alpin Chemie', country: 'Rakousko', tops: ['UC', 'PR'], description: 'Prací a čisticí prostředky z Alp.' },
  { name: 'Servis Line', country: 'Itálie', tops: ['UV', 'OH'], description: 'Úklidové vozíky a profesionální vybavení.' },
];

export const PREVIEW_NODES = {
  sale: { path: '/preview/vyprodej', name: 'Výprodej', description: 'Zlevněné zboží, dokud zásoby stačí.' },
  news: { path: '/preview/novinky', name: 'Novinky', description: 'Nově zařazené produkty.' },
  promotions: { path: '/preview/akce', name: 'Akce', description: 'Aktuální akční nabídky.' },
  'second-hand': { path: '/preview/second-hand', name: 'Z druhé ruky', description: 'Repasované stroje a vybavení se zárukou.' },
  recommended: { path: '/preview/doporucujeme', name: 'Doporučujeme', description: 'Výběr našich odborníků.' },
} as const;

export type PreviewKey = keyof typeof PREVIEW_NODES;

export const CONTENT_NODES = [
  { path: '/obsah/jak-nakupovat', name: 'Jak nakupovat', description: 'Průvodce nákupem v e-shopu Čisto krok za krokem.' },
  { path: '/obsah/doprava-a-platba', name: 'Doprava a platba', description: 'Přehled způsobů doručení a plateb včetně cen.' },
  { path: '/obsah/velkoodber', name: 'Velkoodběr', description: 'Výhodné podmínky pro firmy, hotely, školy a úklidové firmy.' },
  { path: '/obsah/o-nas', name: 'O nás', description: 'Čisto zásobuje domácnosti i firmy hygienou a úklidem od roku 2009.' },
] as const;

/** Service products (warranties, assembly, fees) live here: /virtual/ makes them unbuyable alone. */
export const SERVICES_PATH = '/virtual/services';
export const CATALOGUE_PATH = '/catalogue';

export type CategoryNode = {
  hash: string;
  path: string;
  name: string;
  code: string;
  depth: number;
  topCode: string;
  /** Paths from the root ('/catalogue') down to and including this node. */
  pathChain: string[];
  hashChain: string[];
  children: CategoryNode[];
  products: LeafVocabulary | null;
};

export type LeafCategory = CategoryNode & { products: LeafVocabulary; leafIndex: number };

export type BuiltTaxonomy = {
  rows: TaxonomyRow[];
  root: CategoryNode;
  tops: CategoryNode[];
  categories: CategoryNode[];
  leaves: LeafCategory[];
  /** Leaf indices per top-level category code. */
  leavesByTop: Map<string, number[]>;
  manufacturers: { hash: string; path: string; name: string; tops: readonly string[] }[];
  previews: Record<PreviewKey, { hash: string; path: string; name: string }>;
  content: { hash: string; path: string; name: string }[];
  servicesHash: string;
};

function sentenceFor(name: string, parent: string | null): string {
  return parent
    ? `${name} v kategorii ${parent.toLowerCase()} – ověřené značky pro domácnosti, kanceláře, hotely i restaurace.`
    : `Celý sortiment e-shopu Čisto: úklid, hygiena a dezinfekce pro domácnosti i firmy.`;
}

export function buildTaxonomy(): BuiltTaxonomy {
  const rows: TaxonomyRow[] = [];
  const categories: CategoryNode[] = [];
  const leaves: LeafCategory[] = [];
  const leavesByTop = new Map<string, number[]>();

  const rootHash = taxonomyHash(CATALOGUE_PATH);
  const root: CategoryNode = {
    hash: rootHash,
    path: CATALOGUE_PATH,
    name: 'Katalog',
    code: 'KAT',
    depth: 0,
    topCode: '',
    pathChain: [CATALOGUE_PATH],
    hashChain: [rootHash],
    children: [],
    products: null,
  };
  rows.push({
    hash: rootHash,
    path: CATALOGUE_PATH,
    name: 'Katalog',
    code: 'KAT',
    kind: 'category',
    parentHash: null,
    depth: 0,
    position: 0,
    image: `/images/categories/${rootHash}.webp`,
    description: sentenceFor('Katalog', null),
  });

  const visit = (def: CategoryDef, parent: CategoryNode, position: number, code: string, topCode: string): CategoryNode => {
    const path = `${parent.path}/${slugify(def.name)}`;
    const hash = taxonomyHash(path);
    const node: CategoryNode = {
      hash,
      path,
      name: def.name,
      code,
      depth: parent.depth + 1,
      topCode,
      pathChain: [...parent.pathChain, path],
      hashChain: [...parent.hashChain, hash],
      children: [],
      products: def.products ?? null,
    };
    rows.push({
      hash,
      path,
      name: def.name,
      code,
      kind: 'category',
      parentHash: parent.hash,
      depth: node.depth,
      position,
      image: `/images/categories/${hash}.webp`,
      description: def.description ?? sentenceFor(def.name, parent.depth === 0 ? null : parent.name),
    });
    categories.push(node);
    parent.children.push(node);
    const children = def.children ?? [];
    children.forEach((child, i) => visit(child, node, i, `${code}-${String(i + 1).padStart(2, '0')}`, topCode));
    if (children.length === 0) {
      if (!def.products) throw new Error(`Leaf category "${def.name}" has no product vocabulary`);
      const leafIndex = leaves.length;
      leaves.push({ ...node, products: def.products, leafIndex });
      const list = leavesByTop.get(topCode) ?? [];
      list.push(leafIndex);
      leavesByTop.set(topCode, list);
    }
    return node;
  };
  const tops = CATEGORY_TREE.map((def, i) => visit(def, root, i, def.code, def.code));

  const manufacturers = MANUFACTURERS.map((m, i) => {
    const path = `/manufacturers/${slugify(m.name)}`;
    const hash = taxonomyHash(path);
    rows.push({
      hash,
      path,
      name: m.name,
      code: `M${String(i + 1).padStart(2, '0')}`,
      kind: 'manufacturer',
      parentHash: null,
      depth: 1,
      position: i,
      image: `/images/brands/${slugify(m.name)}.svg`,
      description: `${m.description} Země původu: ${m.country}.`,
    });
    return { hash, path, name: m.name, tops: m.tops };
  });

  let previewPosition = 0;
  const preview = (key: PreviewKey) => {
    const p = PREVIEW_NODES[key];
    const hash = taxonomyHash(p.path);
    rows.push({
      hash,
      path: p.path,
      name: p.name,
      code: key,
      kind: 'preview',
      parentHash: null,
      depth: 1,
      position: previewPosition++,
      image: `/images/categories/${hash}.webp`,
      description: p.description,
    });
    return { hash, path: p.path, name: p.name };
  };
  const previews: BuiltTaxonomy['previews'] = {
    sale: preview('sale'),
    news: preview('news'),
    promotions: preview('promotions'),
    'second-hand': preview('second-hand'),
    recommended: preview('recommended'),
  };

  const content = CONTENT_NODES.map((c, i) => {
    const hash = taxonomyHash(c.path);
    rows.push({
      hash,
      path: c.path,
      name: c.name,
      code: null,
      kind: 'content',
      parentHash: null,
      depth: 1,
      position: i,
      image: null,
      description: c.description,
    });
    return { hash, path: c.path, name: c.name };
  });

  // kind 'category' outside the /catalogue tree (no parent): listings can address it by hash,
  // but it never shows up in the category navigation, which walks down from /catalogue.
  const servicesHash = taxonomyHash(SERVICES_PATH);
  rows.push({
    hash: servicesHash,
    path: SERVICES_PATH,
    name: 'Služby',
    code: 'SLUZBY',
    kind: 'category',
    parentHash: null,
    depth: 1,
    position: 0,
    image: null,
    description: 'Doplňkové služby k produktům: prodloužená záruka, montáž a poplatky.',
  });

  return { rows, root, tops, categories, leaves, leavesByTop, manufacturers, previews, content, servicesHash };
}
