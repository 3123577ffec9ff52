// Editorial content: articles, showrooms, status bars, navigation, shop and footer settings,
// and the search statistics autocomplete starts from.

import { SHOP_OPENING_HOURS, contentUrl } from '../../../domain/index.js';
import type { articles, NavigationItem, navigation, searchQueries, settings, showrooms, statusBars } from '../schema.js';
import type { BuiltTaxonomy, CategoryNode } from './taxonomy.js';

export type ArticleRow = typeof articles.$inferInsert;
export type ShowroomRow = typeof showrooms.$inferInsert;
export type StatusBarRow = typeof statusBars.$inferInsert;
export type NavigationRow = typeof navigation.$inferInsert;
export type SettingRow = typeof settings.$inferInsert;
export type SearchQueryRow = typeof searchQueries.$inferInsert;

const DAY_MS = 86_400_000;

export const SHOP_PHONE = '+420 800 100 200';
export const OPENING_HOURS = SHOP_OPENING_HOURS;

// --- Showrooms -----------------------------------------------------------------------------

export const SHOWROOMS: ShowroomRow[] = [
  {
    id: 'showroom-praha',
    alias: 'praha',
    name: 'Showroom Praha',
    address: 'Na Příkopě 12, 110 00 Praha 1',
    openingHours: OPENING_HOURS,
    telephone: '+420 224 100 200',
    email: 'praha@cisto.cz',
    description:
      'Náš největší showroom v centru Prahy. Vyzkoušíte si dávkovače, mopy i mycí stroje a odborníci vám poradí s výběrem pro domácnost i firmu.',
  },
  {
    id: 'showroom-brno',
    alias: 'brno',
    name: 'Showroom Brno',
    address: 'Kounicova 24, 602 00 Brno',
    openingHours: OPENING_HOURS,
    telephone: '+420 541 100 200',
    email: 'brno@cisto.cz',
    description: 'Showroom s výdejním místem a parkováním přímo před prodejnou. Na objednávku připravíme zboží k odběru do dvou hodin.',
  },
  {
    id: 'showroom-ostrava',
    alias: 'ostrava',
    name: 'Showroom Ostrava',
    address: 'Nádražní 45, 702 00 Ostrava',
    openingHours: OPENING_HOURS,
    telephone: '+420 596 100 200',
    email: 'ostrava@cisto.cz',
    description: 'Nejnovější showroom pro Moravskoslezský kraj se skladem úklidové chemie a papírové hygieny.',
  },
];

// --- Articles --------------------------------------------------------------------------------

type ArticleDef = {
  title: string;
  alias?: string;
  category: string | null;
  teaser: string;
  sections: readonly (readonly [string, string])[];
  bullets?: readonly string[];
  link?: { label: string; href: string };
  /** Category (by path relative to /catalogue) or content path the article belongs to. */
  taxonomy?: string;
};

const ADVISOR: readonly ArticleDef[] = [
  {
    title: 'Jak vybrat toaletní papír do firmy',
    category: 'Nákupní rádce',
    teaser: 'Malé role, nebo Jumbo? Dvě, nebo tři vrstvy? Poradíme, jak ušetřit a neošidit pohodlí.',
    sections: [
      ['Kolik papíru spotřebujete', 'Počítejte s přibližně jednou malou rolí na zaměstnance a týden. Ve frekventovaných provozech se vyplatí velké role Jumbo.'],
      ['Celulóza, nebo recyklát', 'Celulóza je jemnější, recyklovaný papír šetrnější k přírodě a levnější. Pro kanceláře často stačí dvouvrstvý recyklát.'],
    ],
    bullets: ['malé role pro menší kanceláře', 'Jumbo role pro restaurace a školy', 'zásobníky s uzamčením proti krádeži'],
    taxonomy: 'papirova-hygiena',
  },
  {
    title: 'Plochý, nebo provázkový mop? Srovnání pro velké plochy',
    category: 'Nákupní rádce',
    teaser: 'Každý mop se hodí na něco jiného. Srovnali jsme je na chodbách, v kuchyních i kancelářích.',
    sections: [
      ['Plochý mop', 'Dosáhne pod nábytek, spotřebuje méně vody a chemie a hodí se na hladké podlahy.'],
      ['Provázkový mop', 'Pojme hodně vody, a proto vyniká na hrubých a velmi znečištěných površích.'],
    ],
    taxonomy: 'uklidove-pomucky/mopy-a-prislusenstvi',
  },
  {
    title: 'Čištění, nebo dezinfekce? Kdy stačí voda',
    category: 'Rady a tipy',
    teaser: 'Dezinfekce není vždy nutná. Vysvětlujeme, kdy ji opravdu potřebujete.',
    sections: [
      ['Nejdřív čistit', 'Dezinfekce účinkuje jen na čistém povrchu. Nejprve odstraňte nečistoty, teprve potom dezinfikujte.'],
      ['Kde dezinfekce dává smysl', 'Na toaletách, v kuchyních, zdravotnictví a všude, kde se sejde hodně lidí.'],
    ],
    bullets: ['dodržujte dobu působení', 'střídejte účinné látky', 'nemíchejte chlór s kyselinami'],
    taxonomy: 'dezinfekce',
  },
  {
    title: 'Recenze: bezdotykové dávkovače mýdla v praxi',
    category: 'Recenze produktů',
    teaser: 'Tři měsíce jsme testovali bezdotykové dávkovače v kancelářích a restauraci.',
    sections: [
      ['Jak jsme testovali', 'Dávkovače visely na toaletách s provozem přes 200 lidí denně. Sledovali jsme spotřebu mýdla i baterií.'],
      ['Výsledek', 'Spotřeba mýdla klesla o čtvrtinu a hygiena se zlepšila. Baterie vydržely přes 40 000 dávek.'],
    ],
    taxonomy: 'davkovace/davkovace-mydla/bezdotykove-davkovace',
  },
  {
    title: 'Jarní úklid kanceláře za jeden den',
    category: 'Sezónní tipy',
    teaser: 'Plán jarního úklidu, se kterým zvládnete celou kancelář za jediný den.',
    sections: [
      ['Ráno: okna a skla', 'Začněte okny, dokud na ně nesvítí slunce. Čistič nanášejte na mikroutěrku, ne přímo na sklo.'],
      ['Odpoledne: podlahy', 'Nejprve vysajte, potom vytřete neutrálním čističem a nakonec naneste ochrannou polymerní vrstvu.'],
    ],
    bullets: ['okna a parapety', 'klávesnice a telefony', 'podlahy a koberce'],
  },
  {
    title: 'Jak správně ředit koncentráty',
    category: 'Rady a tipy',
    teaser: 'Správné ředění šetří peníze i povrchy. Přehled poměrů pro běžné čisticí prostředky.',
    sections: [
      ['Proč na ředění záleží', 'Příliš silný roztok nechává šmouhy a ničí povrchy, slabý nevyčistí. Používejte dávkovací láhve.'],
      ['Běžné poměry', 'Na podlahy obvykle 25 ml na 5 l vody, na okna 10 ml na 1 l vody. Vždy se řiďte etiketou.'],
    ],
    taxonomy: 'uklidova-chemie',
  },
  {
    title: 'Zimní údržba vstupních prostor',
    category: 'Sezónní tipy',
    teaser: 'Sůl a bláto ničí podlahy. Jak udržet vstup čistý celou zimu.',
    sections: [
      ['Čisticí zóny', 'Tři metry čisticích rohoží zachytí až 80 % nečistot ještě před vstupem do budovy.'],
      ['Odstranění solných map', 'Používejte mírně kyselé čističe a podlahu po umytí vysušte.'],
    ],
  },
];

const BLOG: readonly ArticleDef[] = [
  {
    title: 'Jak hotel ušetřil pětinu nákladů na hygienu',
    category: 'Rady a tipy',
    teaser: 'Příběh hotelu, který přešel na dávkovače a velkoodběr a ušetřil 20 % ročně.',
    sections: [['Výchozí stav', 'Hotel nakupoval drogerii v supermarketu po jednotlivých kusech.'], ['Řešení', 'Jednotný systém dávkovačů a pravidelné dodávky celých kartonů s velkoodběratelskými cenami.']],
    link: { label: 'Podmínky velkoodběru', href: contentUrl('/obsah/velkoodber') },
  },
  {
    title: 'Pět mýtů o dezinfekci',
    category: 'Rady a tipy',
    teaser: 'Čím víc, tím líp? Vůně znamená čistotu? Vyvracíme nejčastější omyly.',
    sections: [['Mýtus 1: silnější je lepší', 'Předávkování nezvyšuje účinek, jen poškozuje povrchy a zdraví.'], ['Mýtus 2: vůně znamená čistotu', 'Parfemace jen překrývá pachy, s dezinfekcí nesouvisí.']],
    bullets: ['více není lépe', 'vůně není čistota', 'dezinfekce nenahradí mytí'],
  },
  {
    title: 'Vyzkoušeli jsme pytle z recyklátu',
    category: 'Recenze produktů',
    teaser: 'Vydrží pytle z recyklovaného plastu stejně jako nové? Otestovali jsme je.',
    sections: [['Pevnost', 'Zesílené pytle z recyklátu vydržely zátěž 15 kg bez protržení.'], ['Verdikt', 'Pro kanceláře i domácnosti plnohodnotná a ekologičtější volba.']],
  },
  {
    title: 'Průvodce tříděním odpadu v kanceláři',
    category: 'Nákupní rádce',
    teaser: 'Jak nastavit třídění odpadu, aby ho kolegové opravdu používali.',
    sections: [['Umístění nádob', 'Nádoby na třídění patří tam, kde odpad vzniká: do kuchyňky a ke kopírce.'], ['Barvy a popisky', 'Žlutá pro plasty, modrá pro papír, zelená pro sklo. Popisky s obrázky pomáhají.']],
  },
  {
    title: 'Letní péče o terasy restaurací',
    category: 'Sezónní tipy',
    teaser: 'Pyl, prach a rozlité nápoje. Jak udržet terasu čistou i v sezóně.',
    sections: [['Denní úklid', 'Ráno zamést a setřít stoly, večer umýt podlahu tlakovou vodou.'], ['Nábytek', 'Ratanový nábytek čistěte měkkým kartáčem a jemným mýdlovým roztokem.']],
  },
  {
    title: 'Co patří do ideálního úklidového vozíku',
    category: 'Nákupní rádce',
    teaser: 'Dobře vybavený vozík zrychlí úklid o třetinu. Co v něm nesmí chybět?',
    sections: [['Základ', 'Dva kbelíky s barevným rozlišením, lis na mop a držák na pytel.'], ['Doplňky', 'Barevné utěrky podle zón, rukavice a dávkovací láhve.']],
    bullets: ['kbelíky a lis', 'barevné utěrky', 'pytle na odpad', 'rukavice'],
  },
];

const NEWS: readonly ArticleDef[] = [
  {
    title: 'Jarní akce: 200 Kč sleva s kódem JARO200',
    category: 'Akce',
    teaser: 'Při nákupu nad 1 500 Kč zadejte v košíku kód JARO200 a ušetřete 200 Kč.',
    sections: [['Jak slevu uplatnit', 'Kód zadejte v prvním kroku košíku. Sleva platí do konce května.']],
    link: { label: 'Přejít do košíku', href: '/kosik' },
  },
  {
    title: 'Otevřeli jsme showroom v Ostravě',
    category: 'Novinky z firmy',
    teaser: 'Nový showroom na Nádražní ulici nabízí celý sortiment a osobní odběr.',
    sections: [['Kde nás najdete', 'Nádražní 45, Ostrava, pět minut od hlavního nádraží.']],
    link: { label: 'Naše showroomy', href: '/showrooms' },
  },
  {
    title: 'Otevírací doba o svátcích',
    category: 'Oznámení',
    teaser: 'Ve státní svátky jsou showroomy zavřené, objednávky vyřizujeme následující pracovní den.',
    sections: [['Státní svátky', 'Objednávky přijaté ve svátek odesíláme první pracovní den po svátku.']],
  },
  {
    title: 'Doprava zdarma nad 2 500 Kč',
    category: 'Akce',
    teaser: 'Nakupte nad 2 500 Kč a zboží vám doručíme zdarma přes PPL.',
    sections: [['Podmínky', 'Doprava zdarma platí pro zásilky do 31,5 kg doručované službou PPL.']],
  },
  {
    title: 'Rozšířili jsme nabídku úklidových strojů',
    category: 'Novinky z firmy',
    teaser: 'Nově nabízíme mycí automaty a průmyslové vysavače včetně servisu.',
    sections: [['Servis a zaškolení', 'Ke každému stroji nabízíme zprovoznění a zaškolení obsluhy.']],
  },
  {
    title: 'Spouštíme Klub Čisto',
    category: 'Oznámení',
    teaser: 'Za každý nákup sbírejte body a vyměňte je za dárky.',
    sections: [['Jak to funguje', 'Za každých 10 Kč nákupu získáte jeden bod. Body uplatníte v košíku při výběru dárku.']],
    link: { label: 'Podmínky klubu', href: '/klub/stranky/podminky' },
  },
];

const PAGES: readonly ArticleDef[] = [
  {
    alias: 'kontakty',
    title: 'Kontakty',
    category: null,
    teaser: 'Zákaznická linka, e-mail a adresy našich showroomů.',
    sections: [
      ['Zákaznická linka', `Volejte ${SHOP_PHONE} (${OPENING_HOURS}) nebo pište na info@cisto.cz.`],
      ['Obchodní oddělení', 'Nabídky pro firmy a velkoodběratele: obchod@cisto.cz.'],
      ['Sídlo společnosti', 'Čisto s.r.o., Průmyslová 1472/11, 102 00 Praha 10, IČO 24681351, DIČ CZ24681351.'],
    ],
    link: { label: 'Naše showroomy', href: '/showrooms' },
  },
  {
    alias: 'ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    category: null,
    teaser: 'Jak zpracováváme vaše osobní údaje a jaká máte práva.',
    sections: [
      ['Správce údajů', 'Správcem osobních údajů je Čisto s.r.o., IČO 24681351.'],
      ['Účel zpracování', 'Údaje zpracováváme za účelem vyřízení objednávky, vedení zákaznického účtu a zasílání newsletteru se souhlasem.'],
      ['Vaše práva', 'Máte právo na přístup k údajům, jejich opravu, výmaz a vznesení námitky.'],
    ],
  },
  {
    alias: 'obchodni-podminky',
    title: 'Obchodní podmínky',
    category: null,
    teaser: 'Všeobecné obchodní podmínky e-shopu Čisto.',
    sections: [
      ['Uzavření smlouvy', 'Smlouva vzniká potvrzením objednávky e-mailem.'],
      ['Ceny a platba', 'Ceny jsou uvedeny včetně DPH, pro registrované firmy i bez DPH.'],
      ['Odstoupení od smlouvy', 'Spotřebitel může od smlouvy odstoupit do 14 dnů od převzetí zboží.'],
    ],
  },
  {
    alias: 'jak-nakupovat',
    title: 'Jak nakupovat',
    category: null,
    teaser: 'Nákup v pěti krocích: košík, dárek, doprava, adresa a rekapitulace.',
    sections: [
      ['Vložte zboží do košíku', 'Na stránce produktu zvolte množství nebo celý karton a klikněte na Do košíku.'],
      ['Vyberte dárek a dopravu', 'Za body z nákupu si vyberte dárek, potom dopravu a platbu.'],
    ],
    bullets: ['košík', 'dárek', 'doprava a platba', 'adresa', 'rekapitulace'],
    taxonomy: '/obsah/jak-nakupovat',
  },
  {
    alias: 'reklamacni-rad',
    title: 'Reklamační řád',
    category: null,
    teaser: 'Jak reklamovat vadné zboží a v jakých lhůtách.',
    sections: [
      ['Záruční doba', 'Na spotřební zboží poskytujeme záruku 24 měsíců. Prodlouženou záruku lze dokoupit ke strojům a dávkovačům.'],
      ['Postup', 'Reklamaci zadejte online na stránce Reklamace, vyřídíme ji do 30 dnů.'],
    ],
    link: { label: 'Zadat reklamaci', href: '/reklamace' },
  },
  {
    alias: 'podminky-klubu',
    title: 'Podmínky Klubu Čisto',
    category: null,
    teaser: 'Pravidla věrnostního programu: sbírání a uplatnění bodů.',
    sections: [
      ['Získávání bodů', 'Za každých celých 10 Kč nákupu včetně DPH získáte jeden bod.'],
      ['Uplatnění bodů', 'Body vyměníte za dárky v druhém kroku košíku. Body platí 24 měsíců.'],
    ],
  },
  {
    alias: 'doprava-a-platba',
    title: 'Doprava a platba',
    category: null,
    teaser: 'Přehled způsobů dopravy a plateb včetně cen.',
    sections: [
      ['Doprava', 'Osobní odběr v showroomech zdarma, Zásilkovna, PPL, DPD, Česká pošta a paletová přeprava.'],
      ['Platba', 'Kartou online, bankovním převodem, dobírkou, hotově při převzetí a registrovaní zákazníci na fakturu.'],
    ],
    taxonomy: '/obsah/doprava-a-platba',
  },
  {
    // Zákon č. 424/2023 Sb. (o požadavcích na přístupnost výrobků a služeb) applies to e-shops from 28 June 2025.
    alias: 'prohlaseni-o-pristupnosti',
    title: 'Prohlášení o přístupnosti',
    category: null,
    teaser:
      'Společnost Čisto s.r.o. se zavazuje zpřístupnit svůj e-shop v souladu se zákonem č. 424/2023 Sb., o požadavcích na přístupnost výrobků a služeb. Toto prohlášení se vztahuje na e-shop Čisto a jeho mobilní zobrazení.',
    sections: [
      [
        'Stav souladu',
        'E-shop je částečně v souladu s normou ČSN EN 301 549 V3.2.1 a úrovní AA pravidel WCAG 2.1, a to z důvodu výjimek uvedených níže. Stránky jsou použitelné na mobilním telefonu od šířky 375 px, z klávesnice i se čtečkou obrazovky; každou úpravu ověřujeme automatickými testy (axe-core a validátor HTML Nu Html Checker) na úvodní stránce, kategorii, produktu, vyhledávání, košíku, článku, registraci a chybové stránce.',
      ],
      [
        'Nepřístupný obsah',
        'Obrázky produktů a log dodávají výrobci a jejich textové alternativy uvádějí jen název produktu. Faktury ve formátu PDF nejsou označené (tagované) a čtečky obrazovky je nemusí přečíst ve správném pořadí; obsah faktury najdete také jako text v detailu objednávky v profilu. Okno chatu dodává externí poskytovatel a jeho přístupnost neověřujeme. Tyto nedostatky průběžně odstraňujeme.',
      ],
      [
        'Vypracování prohlášení',
        'Prohlášení bylo vypracováno 27. listopadu 2026 na základě vlastního posouzení (automatické testy a ruční kontrola klávesnicí a čtečkou obrazovky). Prohlášení jsme naposledy přezkoumali 27. listopadu 2026.',
      ],
      [
        'Zpětná vazba a kontakt',
        `Narazíte-li na obsah, který pro vás není přístupný, napište nám na pristupnost@cisto.cz nebo volejte zákaznickou linku ${SHOP_PHONE} (${OPENING_HOURS}). Odpovíme vám nejpozději do 5 pracovních dnů a požadované informace vám poskytneme v přístupné podobě, například e-mailem nebo po telefonu.`,
      ],
      [
        'Vymáhání',
        'Nejste-li spokojeni s naší odpovědí, můžete se obrátit na orgán dozoru, kterým je Česká obchodní inspekce, Gorazdova 1969/24, 120 00 Praha 2, www.coi.cz, kde můžete podat podnět.',
      ],
    ],
    link: { label: 'Kontakty', href: '/stranky/kontakty' },
  },
  {
    alias: 'velkoodber',
    title: 'Velkoodběr pro firmy',
    category: null,
    teaser: 'Ceny až o 12 % nižší, platba na fakturu a rozvoz vlastním autem.',
    sections: [
      ['Výhody', 'Velkoodběratelské ceny, splatnost faktur 14 dní a osobní obchodní zástupce.'],
      ['Registrace', 'Zaregistrujte se jako firma a napište nám na obchod@cisto.cz.'],
    ],
    taxonomy: '/obsah/velkoodber',
  },
];

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function articleBody(def: ArticleDef): string {
  const parts = [`<p>${escapeHtml(def.teaser)}</p>`];
  for (const [heading, text] of def.sections) parts.push(`<h2>${escapeHtml(heading)}</h2>`, `<p>${escapeHtml(text)}</p>`);
  if (def.bullets) parts.push(`<ul>${def.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`);
  if (def.link) parts.push(`<p><a href="${escapeHtml(def.link.href)}">${escapeHtml(def.link.label)}</a></p>`);
  return parts.join('\n');
}

export function buildArticles(taxonomy: BuiltTaxonomy, slug: (text: string) => string): ArticleRow[] {
  const byPath = new Map<string, string>();
  for (const row of taxonomy.rows) byPath.set(row.path, row.hash);
  const hashOf = (ref: string | undefined): string | null => {
    if (!ref) return null;
    const path = ref.startsWith('/') ? ref : `/catalogue/${ref}`;
    const hash = byPath.get(path);
    if (!hash) throw new Error(`Article taxonomy ${path} does not exist`);
    return hash;
  };
  const rows: ArticleRow[] = [];
  const groups: [ArticleRow['type'], readonly ArticleDef[], number][] = [
    ['advisor', ADVISOR, Date.UTC(2025, 1, 3, 9)],
    ['blog', BLOG, Date.UTC(2025, 2, 10, 10)],
    ['news', NEWS, Date.UTC(2025, 3, 1, 8)],
    ['article', PAGES, Date.UTC(2025, 0, 2, 8)],
  ];
  for (const [type, defs, from] of groups) {
    defs.forEach((def, position) => {
      const alias = def.alias ?? slug(def.title);
      rows.push({
        type,
        alias,
        title: def.title,
        category: def.category,
        teaserText: def.teaser,
        teaserImage: `/images/articles/${alias}.webp`,
        body: articleBody(def),
        taxonomyHash: hashOf(def.taxonomy),
        position,
        // Spread over the year so DATE_ASC/DESC and ORDER_ASC/DESC give different orders.
        publishedAt: new Date(from + ((position * 37) % 300) * DAY_MS),
      });
    });
  }
  return rows;
}

// --- Status bars ----------------------------------------------------------------------------

export const STATUS_BARS: StatusBarRow[] = [
  {
    id: 'doprava-zdarma',
    message: 'Při nákupu nad <strong>2 500 Kč</strong> máte dopravu PPL zdarma.',
    type: 'info',
    closable: true,
    pathList: [],
    position: 0,
  },
  {
    id: 'kosik-svatky',
    message: 'Objednávky z víkendu odesíláme v pondělí. <a href="/stranky/doprava-a-platba">Doprava a platba</a>',
    type: 'warning',
    closable: true,
    pathList: ['/kosik'],
    position: 1,
  },
  {
    id: 'klub-cisto',
    message: 'Sbírejte body v <a href="/klub">Klubu Čisto</a> a vybírejte si dárky.',
    type: 'success',
    closable: false,
    pathList: ['/'],
    position: 2,
  },
  {
    id: 'odstavka',
    message: '<strong>Pozor:</strong> platby kartou mohou být v neděli 2:00–4:00 nedostupné kvůli údržbě.',
    type: 'danger',
    closable: true,
    pathList: ['/kosik/dodani', '/kosik/rekapitulace'],
    position: 3,
  },
];

// --- Navigation --------------------------------------------------------------------------------

const taxonomyItem = (node: CategoryNode, withChildren: boolean, image = false): NavigationItem => ({
  kind: 'taxonomy',
  label: node.name,
  hash: node.hash,
  code: node.code,
  ...(image ? { image: `/images/categories/${node.hash}.webp` } : {}),
  ...(withChildren && node.children.length > 0 ? { items: node.children.map((child) => taxonomyItem(child, true)) } : {}),
});

const local = (label: string, to: string): NavigationItem => ({ kind: 'local', label, to });

export function buildNavigation(taxonomy: BuiltTaxonomy): NavigationRow[] {
  const top = (code: string): CategoryNode => {
    const node = taxonomy.tops.find((t) => t.topCode === code);
    if (!node) throw new Error(`No top category ${code}`);
    return node;
  };
  const group = (label: string, code: string, tops: string[], image: boolean): NavigationItem => ({
    kind: 'label',
    label,
    code,
    ...(image ? { image: `/images/categories/${top(tops[0] ?? '').hash}.webp` } : {}),
    items: tops.map((c) => taxonomyItem(top(c), true, true)),
  });
  const contentHash = (path: string): string => {
    const node = taxonomy.content.find((c) => c.path === path);
    if (!node) throw new Error(`No content node ${path}`);
    return node.hash;
  };
  const chat: NavigationItem = { kind: 'action', label: 'Online poradce', action: 'openChat' };

  const areas: Record<string, NavigationItem[]> = {
    categories: taxonomy.tops.map((t) => taxonomyItem(t, true, true)),
    groups: [
      group('Chemie a dezinfekce', 'chemie', ['UC', 'DE', 'PR'], true),
      group('Hygiena', 'hygiena', ['PH', 'DA', 'KM'], true),
      group('Úklid a provoz', 'provoz', ['UP', 'UV'], false),
      group('Odpad a ochrana', 'odpad', ['OH', 'OP'], false),
    ],
    horizontalNav: [
      { kind: 'taxonomy', label: 'Katalog', hash: taxonomy.root.hash, code: 'katalog' },
      { kind: 'taxonomy', label: taxonomy.previews.sale.name, hash: taxonomy.previews.sale.hash, code: 'vyprodej' },
      { kind: 'taxonomy', label: taxonomy.previews.news.name, hash: taxonomy.previews.news.hash, code: 'novinky' },
      local('Poradna', '/poradna'),
      local('Blog', '/blog'),
      local('Aktuality', '/aktuality'),
      local('Showroomy', '/showrooms'),
      local('Klub Čisto', '/klub'),
      { kind: 'remote', label: 'Katalog v PDF', href: 'https://katalog.cisto.cz/2026.pdf', target: '_blank' },
      chat,
      { kind: 'label', label: 'Velkoodběr se slevou až 12 %', code: 'b2b-claim' },
    ],
    main: [
      local('Domů', '/'),
      { kind: 'taxonomy', label: 'Katalog', hash: taxonomy.root.hash, items: taxonomy.tops.map((t) => taxonomyItem(t, false)) },
      local('Poradna', '/poradna'),
      local('Blog', '/blog'),
      local('Aktuality', '/aktuality'),
      local('Showroomy', '/showrooms'),
      local('Kontakty', '/stranky/kontakty'),
    ],
    mobileAfter: [
      local('Můj účet', '/profil'),
      local('Klub Čisto', '/klub'),
      local('Reklamace', '/reklamace'),
      local('Kontakty', '/stranky/kontakty'),
      { kind: 'action', label: 'Chat s podporou', action: 'openChat' },
      { kind: 'remote', label: SHOP_PHONE, href: 'tel:+420800100200' },
    ],
    topNav: [
      local('Kontakty', '/stranky/kontakty'),
      local('Reklamace', '/reklamace'),
      { kind: 'taxonomy', label: 'Velkoodběr', hash: contentHash('/obsah/velkoodber'), code: 'velkoodber' },
      local('Jak nakupovat', '/stranky/jak-nakupovat'),
      local('Showroomy', '/showrooms'),
    ],
    topNavLeft: [
      { kind: 'label', label: `Zákaznická linka ${SHOP_PHONE}`, code: 'phone' },
      { kind: 'label', label: OPENING_HOURS, code: 'opening-hours' },
      { kind: 'remote', label: 'info@cisto.cz', href: 'mailto:info@cisto.cz' },
    ],
  };
  return Object.entries(areas).map(([area, items]) => ({ area, items }));
}

// --- Settings ------------------------------------------------------------------------------------

export type ShopSettings = {
  name: string;
  phone: string;
  email: string;
  salesEmail: string;
  noReplyEmail: string;
  openingHours: string;
  companyName: string;
  companyRegNo: string;
  companyTaxNo: string;
  address: string;
};

export type FooterSettings = {
  sections: { title: string; links: { label: string; to?: string; href?: string }[] }[];
  showroom: { name: string; address: string; openingHours: string };
  social: { network: string; href: string; label: string }[];
  partners: { name: string; image: string; href: string }[];
};

export const SHOP_SETTINGS: ShopSettings = {
  name: 'Čisto',
  phone: SHOP_PHONE,
  email: 'info@cisto.cz',
  salesEmail: 'obchod@cisto.cz',
  noReplyEmail: 'no-reply@cisto.cz',
  openingHours: OPENING_HOURS,
  companyName: 'Čisto s.r.o.',
  companyRegNo: '24681351',
  companyTaxNo: 'CZ24681351',
  address: 'Průmyslová 1472/11, 102 00 Praha 10',
};

export const FOOTER_SETTINGS: FooterSettings = {
  sections: [
    {
      title: 'Nákup',
      links: [
        { label: 'Jak nakupovat', to: '/stranky/jak-nakupovat' },
        { label: 'Doprava a platba', to: contentUrl('/obsah/doprava-a-platba') },
        { label: 'Obchodní podmínky', to: '/stranky/obchodni-podminky' },
        { label: 'Reklamační řád', to: '/stranky/reklamacni-rad' },
        { label: 'Reklamace', to: '/reklamace' },
        { label: 'Odstoupení od smlouvy', to: '/odstoupeni-od-smlouvy' },
        { label: 'Hromadné přidání do košíku', to: '/kosik/hromadne-pridani' },
      ],
    },
    {
      title: 'O nás',
      links: [
        { label: 'Kontakty', to: '/stranky/kontakty' },
        { label: 'Showroomy', to: '/showrooms' },
        { label: 'Poradna', to: '/poradna' },
        { label: 'Blog', to: '/blog' },
        { label: 'Velkoodběr', to: contentUrl('/obsah/velkoodber') },
        { label: 'Kariéra', href: 'https://kariera.cisto.cz' },
      ],
    },
    {
      title: 'Zákaznický účet',
      links: [
        { label: 'Registrace', to: '/registrace' },
        { label: 'Můj účet', to: '/profil' },
        { label: 'Klub Čisto', to: '/klub' },
        { label: 'Podmínky klubu', to: '/klub/stranky/podminky' },
        { label: 'Ochrana osobních údajů', to: '/stranky/ochrana-osobnich-udaju' },
        { label: 'Prohlášení o přístupnosti', to: '/stranky/prohlaseni-o-pristupnosti' },
      ],
    },
  ],
  showroom: { name: 'Showroom Praha', address: 'Na Příkopě 12, 110 00 Praha 1', openingHours: OPENING_HOURS },
  social: [
    { network: 'facebook', href: 'https://www.facebook.com/cisto.cz', label: 'Čisto na Facebooku' },
    { network: 'instagram', href: 'https://www.instagram.com/cisto.cz', label: 'Čisto na Instagramu' },
    { network: 'youtube', href: 'https://www.youtube.com/@cisto', label: 'Návody na YouTube' },
    { network: 'linkedin', href: 'https://www.linkedin.com/company/cisto', label: 'Čisto na LinkedInu' },
  ],
  partners: [
    { name: 'Heureka', image: '/images/brands/heureka.svg', href: 'https://www.heureka.cz' },
    { name: 'Zásilkovna', image: '/images/brands/zasilkovna.svg', href: 'https://www.zasilkovna.cz' },
    { name: 'PPL', image: '/images/brands/ppl.svg', href: 'https://www.ppl.cz' },
    { name: 'Asociace pro elektronickou komerci', image: '/images/brands/apek.svg', href: 'https://www.apek.cz' },
  ],
};

const TOP_QUERIES: readonly (readonly [string, number])[] = [
  ['toaletní papír', 1840],
  ['dezinfekce', 1520],
  ['rukavice', 1310],
  ['dávkovač mýdla', 980],
  ['mop', 870],
  ['pytle na odpad', 760],
  ['papírové ručníky', 690],
  ['tekuté mýdlo', 610],
  ['čistič na okna', 450],
  ['vysavač', 320],
  ['respirátor', 210],
  ['prací gel', 190],
];

/** Past searches with their counts, so "top queries" in autocomplete has something to show. */
export const SEARCH_QUERIES: SearchQueryRow[] = TOP_QUERIES.map(([query, count], i) => ({
  query,
  count,
  lastAt: new Date(Date.UTC(2026, 5, 30) - i * 3_600_000),
}));
