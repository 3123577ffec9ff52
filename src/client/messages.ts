// Every Czech UI text of the storefront, in one typed module, so spec strings stay exact and a
// later translation or wording change touches one file. Business rule texts (stock availability,
// validation messages) are NOT here: they live in src/domain and reach the UI through data.

export const messages = {
  shop: {
    /** Only when the page carries no configured SHOP_NAME (client-only render). */
    fallbackName: 'Čisto',
    logoLabel: 'úvodní stránka',
  },
  header: {
    searchLabel: 'Hledat',
    searchPlaceholder: 'Hledat produkty…',
    searchSubmit: 'Hledat',
    cartLabel: 'Košík',
    mainNav: 'Hlavní navigace',
  },
  price: {
    withVat: 's DPH',
    withoutVat: 'bez DPH',
  },
  product: {
    addToCart: 'Do košíku',
    adding: 'Přidávám…',
    added: 'Přidáno do košíku',
    quantity: 'Množství',
    parameters: 'Parametry',
    description: 'Popis',
    manufacturer: 'Výrobce',
    sku: 'Kód produktu',
    breadcrumbs: 'Drobečková navigace',
  },
  catalogue: {
    categories: 'Kategorie',
    products: 'Produkty',
    loadMore: 'Načíst další',
    loading: 'Načítám…',
    empty: 'V této kategorii zatím nejsou žádné produkty.',
    catalogue: 'Katalog',
  },
  home: {
    title: 'Úvod',
    heading: 'Vše pro čistotu a hygienu',
    categories: 'Kategorie',
    products: 'Vybrané produkty',
  },
  cart: {
    title: 'Košík',
    empty: 'Košík je prázdný.',
    product: 'Produkt',
    quantity: 'Množství',
    unitPrice: 'Cena za kus',
    subjectTotal: 'Celkem',
    totalWithVat: 'Celkem s DPH',
    totalWithoutVat: 'Celkem bez DPH',
    vat: 'DPH',
    continueShopping: 'Pokračovat v nákupu',
    updateFailed: 'Chyba při změně obsahu košíku',
    resetFailed: 'Chyba při resetování košíku',
    pieces: 'ks',
  },
  notFound: {
    title: 'Stránka nenalezena',
    heading: 'Tato stránka bohužel neexistuje',
    home: 'Přejít na úvodní stránku',
    contacts: 'Kontakty',
  },
  error: {
    // Spec section 8 keeps these two in English.
    title: 'Something went wrong',
    heading: 'Something went wrong',
    text: 'An error occured!',
    retry: 'Zkusit znovu',
  },
  pages: {
    advisor: 'Poradna',
    advisorArticle: 'Článek poradny',
    article: 'Článek',
    blog: 'Blog',
    blogArticle: 'Článek blogu',
    cartGift: 'Věrnostní program',
    cartDelivery: 'Doprava a platba',
    cartAddress: 'Adresa',
    cartSummary: 'Rekapitulace',
    cartSaving: 'Ukládání objednávky',
    cartBulkAdd: 'Hromadné přidání do košíku',
    sharedCart: 'Nahrát sdílený košík',
    thankYou: 'Děkujeme',
    content: 'Obsah',
    manufacturer: 'Výrobce',
    comparison: 'Porovnání produktů',
    search: 'Vyhledávání',
    searchFor: 'Výsledky hledání',
    club: 'Klub',
    clubRewards: 'Odměny',
    clubPoints: 'Body',
    clubRules: 'Pravidla klubu',
    complaint: 'Reklamace',
    registration: 'Registrace',
    profile: 'Můj účet',
    profileAccount: 'Osobní údaje',
    profileDeliveryContacts: 'Dodací adresy',
    profileOrders: 'Objednávky',
    profileOrder: 'Objednávka',
    profileInvoices: 'Faktury',
    profileInvoice: 'Faktura',
    profileLoyaltyProgramme: 'Věrnostní program',
    showrooms: 'Showroomy',
    showroom: 'Showroom',
    styleguide: 'Style guide',
    passwordReset: 'Obnova hesla',
    comingSoon: 'Tuto stránku právě připravujeme.',
  },
} as const;

export type Messages = typeof messages;

/** Page title = page name + ' | ' + shop name (spec section 1). */
export function pageTitle(pageName: string, shopName: string): string {
  return `${pageName} | ${shopName}`;
}
