// Which source module each lazy route loads (Vite manifest keys): the server render preloads the
// matched routes' chunks with it, and the bundle budget test measures pages the same way.
/** Source of each lazy route module (manifest keys), so the server can preload its chunk. */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  home: 'src/client/features/home/HomePage.tsx',
  // Site shell and content (issue 4).
  advisor: 'src/client/features/content/ArticleListPage.tsx',
  blog: 'src/client/features/content/ArticleListPage.tsx',
  news: 'src/client/features/content/ArticleListPage.tsx',
  advisorArticle: 'src/client/features/content/ArticlePage.tsx',
  blogArticle: 'src/client/features/content/ArticlePage.tsx',
  newsArticle: 'src/client/features/content/ArticlePage.tsx',
  article: 'src/client/features/content/ArticlePage.tsx',
  showrooms: 'src/client/features/content/ShowroomPages.tsx',
  showroom: 'src/client/features/content/ShowroomPages.tsx',
  club: 'src/client/features/content/ClubPages.tsx',
  clubRewards: 'src/client/features/content/ClubPages.tsx',
  clubPoints: 'src/client/features/content/ClubPages.tsx',
  clubRules: 'src/client/features/content/ClubPages.tsx',
  complaint: 'src/client/features/content/ComplaintPage.tsx',
  styleguide: 'src/client/features/shell/StyleguidePage.tsx',
  cart: 'src/client/features/cart/CartPage.tsx',
  // Cart and checkout (issue 6).
  cartGift: 'src/client/features/checkout/GiftPage.tsx',
  cartDelivery: 'src/client/features/checkout/DeliveryPage.tsx',
  cartAddress: 'src/client/features/checkout/AddressPage.tsx',
  cartSummary: 'src/client/features/checkout/SummaryPage.tsx',
  cartSaving: 'src/client/features/checkout/SavingPage.tsx',
  cartBulkAdd: 'src/client/features/cart/BulkAddPage.tsx',
  sharedCart: 'src/client/features/cart/SharedCartPage.tsx',
  thankYou: 'src/client/features/checkout/ThankYouPage.tsx',
  // Catalogue, search, comparison (issue 5).
  search: 'src/client/features/search/SearchPage.tsx',
  comparison: 'src/client/features/compare/ComparePage.tsx',
  catchAll: 'src/client/features/catalogue/CatchAllPage.tsx',
  // The page of each kind behind the catch-all route (features/catalogue/catch-all-pages.ts).
  'catchAll:catalogue': 'src/client/features/catalogue/CategoryPage.tsx',
  'catchAll:manufacturer': 'src/client/features/catalogue/ManufacturerPage.tsx',
  'catchAll:product': 'src/client/features/catalogue/ProductPage.tsx',
  'catchAll:content': 'src/client/features/content/ContentPageView.tsx',
  // Accounts and the profile area (issue 7).
  registration: 'src/client/features/account/RegistrationPage.tsx',
  passwordReset: 'src/client/features/account/PasswordResetPage.tsx',
  profileArea: 'src/client/features/profile/ProfileLayout.tsx',
  profile: 'src/client/features/profile/ProfileDashboardPage.tsx',
  profileAccount: 'src/client/features/profile/ProfileAccountPage.tsx',
  profileDeliveryContacts: 'src/client/features/profile/ProfileAddressesPage.tsx',
  profileOrders: 'src/client/features/profile/ProfileOrdersPage.tsx',
  profileOrder: 'src/client/features/profile/ProfileOrdersPage.tsx',
  profileInvoices: 'src/client/features/profile/ProfileInvoicesPage.tsx',
  profileInvoice: 'src/client/features/profile/ProfileInvoicesPage.tsx',
  profileLoyaltyProgramme: 'src/client/features/profile/ProfileLoyaltyPage.tsx',
};
