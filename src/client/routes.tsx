// The whole route table of spec section 2. Loaders fill the per-request (server) or per-tab
// (browser) Apollo cache with client.query, so the server renders in ONE pass and the browser
// hydrates from the restored cache without a request; pages are lazy chunks.
import type { ComponentType } from 'react';
import type { ApolloQueryResult, DocumentNode, OperationVariables } from '@apollo/client';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { LOCALE, matchCatchAll } from './domain';
import { CheckoutDocument, type CheckoutQuery, type CheckoutQueryVariables } from '../generated/graphql';
import type { ProductDetailQuery, ProductDetailQueryVariables } from '../generated/graphql';
import { fetchPolicyFor, type CacheKind } from './apollo/cache-policies';
import type { AppApolloClient } from './apollo/client';
import type { Session } from './apollo/session';
import { loadShellData } from './features/shell/shell-data';
import { Layout } from './features/shell/Layout';
import { RouteErrorBoundary } from './features/shell/RouteErrorBoundary';
import { notFound, type CatchAllData, type RouteHandle, type RouteReader } from './route-data';
import { loadCatchAllPage } from './features/catalogue/catch-all-pages';

type CatchAllMatch = NonNullable<ReturnType<typeof matchCatchAll>>;

// Loaders run in the server render and on client-side navigations, never at hydration (the router
// takes the server's data): their code and the documents only they use come with the route, not in
// the entry. (The shell's data and the cart are read by the header on every page anyway.)
const contentLoaders = () => import('./features/content/loaders');
const catalogueLoaders = () => import('./features/catalogue/loaders');
const catalogueRouteLoaders = () => import('./features/catalogue/routeLoaders');
const compareLoaders = () => import('./features/compare/loaders');
const searchLoaders = () => import('./features/search/loaders');
const checkoutLoaders = () => import('./features/checkout/loaders');
const accountLoaders = () => import('./features/account/loaders');
const profileLoaders = () => import('./features/profile/loaders');
const withdrawalLoaders = () => import('./features/withdrawal/loaders');
const productDetailDocument = () => import('../generated/operations/ProductDetail.generated').then((m) => m.ProductDetailDocument);

type RouteLoader = (args: LoaderFunctionArgs) => unknown;

/**
 * Pages search engines must not index (issue 15): cart and checkout, search results, the profile,
 * comparison, one-off links (shared cart, password renewal, thank-you) and the style guide. The
 * layout's SiteHead writes `<meta name="robots" content="noindex">` for a route with this handle.
 */
const NOINDEX: RouteHandle = { noindex: true };

/** The loader `make` builds from its module, imported when the route first loads. */
function lazyLoader<M>(load: () => Promise<M>, make: (module: M) => RouteLoader): RouteLoader {
  return async (args) => make(await load())(args);
}

export interface RouteContext {
  session: Session;
}

export function createRoutes(client: AppApolloClient, ctx: RouteContext): RouteObject[] {
  function read<TData, TVars extends OperationVariables>(
    kind: CacheKind,
    query: DocumentNode,
    variables: TVars,
  ): Promise<ApolloQueryResult<TData>> {
    return client.query({ query, variables, fetchPolicy: fetchPolicyFor(client, kind, variables) });
  }

  async function loadCart(): Promise<void> {
    const { checkoutId } = ctx.session.getSnapshot();
    if (!checkoutId) return;
    try {
      await read<CheckoutQuery, CheckoutQueryVariables>('cart', CheckoutDocument, { checkoutId, locale: LOCALE });
    } catch (error) {
      // The header badge must not take the page down: it shows 0 and the cart page retries.
      console.error(error);
    }
  }


  async function catchAllLoader({ request }: LoaderFunctionArgs): Promise<CatchAllData | Response> {
    const url = new URL(request.url);
    const match = matchCatchAll(url.pathname);
    if (!match) throw notFound();
    // The kind's page chunk downloads while its data loads; CatchAllPage needs it loaded.
    const [data] = await Promise.all([catchAllData(match, url), loadCatchAllPage(match.kind)]);
    return data;
  }

  async function catchAllData(match: CatchAllMatch, url: URL): Promise<CatchAllData | Response> {
    switch (match.kind) {
      case 'catalogue':
      case 'manufacturer':
        return (await catalogueRouteLoaders()).loadListingRoute(read, ctx.session, { kind: match.kind, path: match.path, id: match.id }, url);
      case 'product': {
        // A sku that would need escaping cannot be a path segment of the API: not a product.
        if (encodeURIComponent(match.id) !== match.id) throw notFound();
        const [{ isNotFound }, { loadProductRoute }, ProductDetailDocument] = await Promise.all([catalogueLoaders(), catalogueRouteLoaders(), productDetailDocument()]);
        const product = await read<ProductDetailQuery, ProductDetailQueryVariables>('product', ProductDetailDocument, { sku: match.id }).then(
          ({ data }) => data.productDetail,
          (error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          },
        );
        if (!product) throw notFound();
        // One address per product: an outdated or hand-typed name part redirects permanently.
        const canonical = matchCatchAll(product.url);
        if (canonical && canonical.kind === 'product' && canonical.path !== match.path) {
          throw redirect(`${product.url}${url.search}`, 301);
        }
        await loadProductRoute(read, ctx.session, product);
        return { kind: 'product', sku: product.sku, productName: match.path };
      }
      case 'content':
        await (await contentLoaders()).loadContentPage(read, match.id);
        return { kind: 'content', path: match.path, hash: match.id };
    }
  }

  return [
    {
      id: 'root',
      path: '/',
      element: <Layout />,
      // The header badge reads the cart on every page.
      loader: async () => {
        const [compare, profile] = await Promise.all([compareLoaders(), profileLoaders()]);
        await Promise.all([loadCart(), loadShellData(client), compare.loadVisitorLists(read, ctx.session), profile.loadCustomer(client, ctx.session)]);
        return null;
      },
      // Cart freshness is handled by the cart route and mutations, not by re-running this.
      shouldRevalidate: () => false,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          // Pathless: errors render inside the layout, so the header stays usable.
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              id: 'home',
              index: true,
              loader: async () => {
                const [content, compare] = await Promise.all([contentLoaders(), compareLoaders()]);
                return (await Promise.all([content.loadHome(read), compare.loadRecentlyViewed(read, ctx.session)]))[0];
              },
              lazy: () => import('./features/home/HomePage').then((m) => ({ Component: m.HomePage })),
            },
            ...contentRoutes(read),
            // Cart and checkout (issue 6): the step guard runs in each step's loader.
            {
              id: 'cart',
              handle: NOINDEX,
              path: 'kosik',
              loader: lazyLoader(checkoutLoaders, (m) => m.checkoutStepLoader(client, ctx.session, 'cart')),
              lazy: () => import('./features/cart/CartPage').then((m) => ({ Component: m.CartPage })),
            },
            {
              id: 'cartGift',
              handle: NOINDEX,
              path: 'kosik/vernostni-program',
              loader: lazyLoader(checkoutLoaders, (m) => m.checkoutStepLoader(client, ctx.session, 'gift')),
              lazy: () => import('./features/checkout/GiftPage').then((m) => ({ Component: m.GiftPage })),
            },
            {
              id: 'cartDelivery',
              handle: NOINDEX,
              path: 'kosik/dodani',
              loader: lazyLoader(checkoutLoaders, (m) => m.checkoutStepLoader(client, ctx.session, 'delivery')),
              lazy: () => import('./features/checkout/DeliveryPage').then((m) => ({ Component: m.DeliveryPage })),
            },
            {
              id: 'cartAddress',
              handle: NOINDEX,
              path: 'kosik/adresa',
              loader: lazyLoader(checkoutLoaders, (m) => m.checkoutStepLoader(client, ctx.session, 'address')),
              lazy: () => import('./features/checkout/AddressPage').then((m) => ({ Component: m.AddressPage })),
            },
            {
              id: 'cartSummary',
              handle: NOINDEX,
              path: 'kosik/rekapitulace',
              loader: lazyLoader(checkoutLoaders, (m) => m.checkoutStepLoader(client, ctx.session, 'summary')),
              lazy: () => import('./features/checkout/SummaryPage').then((m) => ({ Component: m.SummaryPage })),
            },
            {
              id: 'cartSaving',
              handle: NOINDEX,
              path: 'kosik/ukladani-objednavky',
              loader: lazyLoader(checkoutLoaders, (m) => m.checkoutDataLoader(client, ctx.session)),
              lazy: () => import('./features/checkout/SavingPage').then((m) => ({ Component: m.SavingPage })),
            },
            {
              id: 'cartBulkAdd',
              handle: NOINDEX,
              path: 'kosik/hromadne-pridani',
              lazy: () => import('./features/cart/BulkAddPage').then((m) => ({ Component: m.BulkAddPage })),
            },
            {
              id: 'sharedCart',
              handle: NOINDEX,
              path: 'nahrat-sdileny-kosik',
              loader: lazyLoader(checkoutLoaders, (m) => ({ request }) => ({
                token: new URL(request.url).searchParams.get(m.SHARED_CART_TOKEN_PARAM)?.trim() || null,
              })),
              lazy: () => import('./features/cart/SharedCartPage').then((m) => ({ Component: m.SharedCartPage })),
            },
            {
              id: 'thankYou',
              handle: NOINDEX,
              path: 'dekujeme',
              loader: lazyLoader(checkoutLoaders, (m) => m.thankYouLoader(client)),
              lazy: () => import('./features/checkout/ThankYouPage').then((m) => ({ Component: m.ThankYouPage })),
            },
            {
              id: 'comparison',
              handle: NOINDEX,
              path: 'porovnani-produktu',
              loader: lazyLoader(compareLoaders, (m) => () => m.loadCompareProducts(client, ctx.session)),
              lazy: () => import('./features/compare/ComparePage').then((m) => ({ Component: m.ComparePage })),
            },
            {
              id: 'search',
              handle: NOINDEX,
              path: 'vyhledavani',
              loader: lazyLoader(searchLoaders, (m) => ({ request }) => m.loadSearch(read, request, ctx.session.getSnapshot().pricesType)),
              lazy: () => import('./features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
            },
            ...clubRoutes(read, client, ctx.session),
            ...accountRoutes(client, ctx.session),
            ...showroomRoutes(read),
            {
              id: 'error',
              handle: NOINDEX,
              path: '_error',
              // Never shown (the loader throws into the error boundary); silences the router's
              // "leaf route without element" warning.
              element: null,
              loader: () => {
                throw new Error('The /_error route always fails (spec section 2).');
              },
            },
            {
              // catalogue /{path*}/c/{hash}, content /w/, manufacturer /z/, product /{name*}/p/{sku};
              // anything else is the 404 fallback.
              id: 'catchAll',
              path: '*',
              loader: catchAllLoader,
              lazy: () => import('./features/catalogue/CatchAllPage').then((m) => ({ Component: m.CatchAllPage })),
            },
          ],
        },
      ],
    },
  ];
}

// --- Site shell and content routes (issue 4) -------------------------------------------------

const articleList = () => import('./features/content/ArticleListPage').then((m) => ({ Component: m.ArticleListPage }));
const articlePage = () => import('./features/content/ArticlePage').then((m) => ({ Component: m.ArticlePage }));

/** /poradna, /blog and the news at /aktuality (lists with sorts, categories, pages) and their articles; /stranky/{path}. */
function contentRoutes(read: RouteReader): RouteObject[] {
  return [
    { id: 'advisor', path: 'poradna', loader: lazyLoader(contentLoaders, (m) => ({ request }) => m.loadArticleList(read, 'advisor', request)), lazy: articleList },
    { id: 'advisorArticle', path: 'poradna/:path', loader: lazyLoader(contentLoaders, (m) => ({ params }) => m.loadArticle(read, 'advisor', params.path)), lazy: articlePage },
    { id: 'blog', path: 'blog', loader: lazyLoader(contentLoaders, (m) => ({ request }) => m.loadArticleList(read, 'blog', request)), lazy: articleList },
    { id: 'blogArticle', path: 'blog/:path', loader: lazyLoader(contentLoaders, (m) => ({ params }) => m.loadArticle(read, 'blog', params.path)), lazy: articlePage },
    { id: 'news', path: 'aktuality', loader: lazyLoader(contentLoaders, (m) => ({ request }) => m.loadArticleList(read, 'news', request)), lazy: articleList },
    { id: 'newsArticle', path: 'aktuality/:path', loader: lazyLoader(contentLoaders, (m) => ({ params }) => m.loadArticle(read, 'news', params.path)), lazy: articlePage },
    { id: 'article', path: 'stranky/:path', loader: lazyLoader(contentLoaders, (m) => ({ params }) => m.loadArticle(read, 'article', params.path)), lazy: articlePage },
  ];
}

function clubRoutes(read: RouteReader, client: AppApolloClient, session: Session): RouteObject[] {
  const club = <K extends 'ClubPage' | 'ClubRewardsPage' | 'ClubPointsPage' | 'ClubRulesPage'>(name: K) => () =>
    import('./features/content/ClubPages').then((m) => ({ Component: m[name] }));
  return [
    { id: 'club', path: 'klub', lazy: club('ClubPage') },
    { id: 'clubRewards', path: 'klub/odmeny', loader: lazyLoader(contentLoaders, (m) => () => m.loadClubRewards(read)), lazy: club('ClubRewardsPage') },
    { id: 'clubPoints', path: 'klub/body', loader: lazyLoader(profileLoaders, (m) => m.clubPointsLoader(client, session)), lazy: club('ClubPointsPage') },
    {
      id: 'clubRules',
      path: 'klub/stranky/podminky',
      loader: async () => {
        await (await contentLoaders()).loadArticle(read, 'article', 'podminky-klubu');
        return null;
      },
      lazy: club('ClubRulesPage'),
    },
    { id: 'complaint', path: 'reklamace', lazy: () => import('./features/content/ComplaintPage').then((m) => ({ Component: m.ComplaintPage })) },
    // Withdrawal from the contract (issue 15): noindex, a guest's order by number + e-mail.
    {
      id: 'withdrawal',
      path: 'odstoupeni-od-smlouvy',
      loader: lazyLoader(withdrawalLoaders, (m) => m.withdrawalLoader(client)),
      lazy: () => import('./features/withdrawal/WithdrawalPage').then((m) => ({ Component: m.WithdrawalPage })),
    },
  ];
}

function showroomRoutes(read: RouteReader): RouteObject[] {
  return [
    {
      id: 'showrooms',
      path: 'showrooms',
      loader: lazyLoader(contentLoaders, (m) => () => m.loadShowrooms(read)),
      lazy: () => import('./features/content/ShowroomPages').then((m) => ({ Component: m.ShowroomsPage })),
    },
    {
      id: 'showroom',
      path: 'showrooms/:path',
      loader: lazyLoader(contentLoaders, (m) => ({ params }) => m.loadShowroom(read, params.path)),
      lazy: () => import('./features/content/ShowroomPages').then((m) => ({ Component: m.ShowroomPage })),
    },
    { id: 'styleguide', path: '__styleguide', handle: NOINDEX, lazy: () => import('./features/shell/StyleguidePage').then((m) => ({ Component: m.StyleguidePage })) },
  ];
}

// --- Accounts and the profile area (issue 7) --------------------------------------------------

const profilePage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => () =>
  load().then((m) => ({ Component: m[name] }));

function accountRoutes(client: AppApolloClient, session: Session): RouteObject[] {
  const orders = () => import('./features/profile/ProfileOrdersPage');
  const invoices = () => import('./features/profile/ProfileInvoicesPage');
  return [
    {
      id: 'registration',
      path: 'registrace',
      lazy: () => import('./features/account/RegistrationPage').then((m) => ({ Component: m.RegistrationPage })),
    },
    {
      id: 'passwordReset',
      handle: NOINDEX,
      path: 'obnova-hesla/:token',
      loader: lazyLoader(accountLoaders, (m) => m.passwordResetLoader(client)),
      lazy: () => import('./features/account/PasswordResetPage').then((m) => ({ Component: m.PasswordResetPage })),
    },
    {
      // The watchdog e-mail's cancel link (issue 16): a one-off link, confirmed with a button.
      id: 'stockWatchCancel',
      handle: NOINDEX,
      path: 'hlidani-dostupnosti/zrusit',
      lazy: () => import('./features/stock-watch/StockWatchCancelPage').then((m) => ({ Component: m.StockWatchCancelPage })),
    },
    {
      // Pathless: one login guard and one navigation frame for every profile page.
      id: 'profileArea',
      handle: NOINDEX,
      loader: lazyLoader(profileLoaders, (m) => m.profileGuardLoader(client, session)),
      lazy: () => import('./features/profile/ProfileLayout').then((m) => ({ Component: m.ProfileLayout })),
      children: [
        {
          id: 'profile',
          path: 'profil',
          loader: lazyLoader(profileLoaders, (m) => m.dashboardLoader(client)),
          lazy: () => import('./features/profile/ProfileDashboardPage').then((m) => ({ Component: m.ProfileDashboardPage })),
        },
        {
          id: 'profileAccount',
          path: 'profil/osobni-udaje',
          lazy: () => import('./features/profile/ProfileAccountPage').then((m) => ({ Component: m.ProfileAccountPage })),
        },
        {
          id: 'profileDeliveryContacts',
          path: 'profil/dodaci-adresy',
          lazy: () => import('./features/profile/ProfileAddressesPage').then((m) => ({ Component: m.ProfileAddressesPage })),
        },
        { id: 'profileOrders', path: 'profil/objednavky', loader: lazyLoader(profileLoaders, (m) => m.ordersLoader(client)), lazy: profilePage(orders, 'ProfileOrdersPage') },
        { id: 'profileOrder', path: 'profil/objednavky/:orderNumber', loader: lazyLoader(profileLoaders, (m) => m.orderLoader(client)), lazy: profilePage(orders, 'ProfileOrderPage') },
        { id: 'profileInvoices', path: 'profil/faktury', loader: lazyLoader(profileLoaders, (m) => m.invoicesLoader(client)), lazy: profilePage(invoices, 'ProfileInvoicesPage') },
        { id: 'profileInvoice', path: 'profil/faktury/:invoiceNumber', loader: lazyLoader(profileLoaders, (m) => m.invoiceLoader(client)), lazy: profilePage(invoices, 'ProfileInvoicePage') },
        {
          id: 'profileStockWatches',
          path: 'profil/hlidani-dostupnosti',
          lazy: () => import('./features/stock-watch/ProfileStockWatchesPage').then((m) => ({ Component: m.ProfileStockWatchesPage })),
        },
        {
          id: 'profileLoyaltyProgramme',
          path: 'profil/vernostni-program',
          loader: lazyLoader(profileLoaders, (m) => m.loyaltyLoader(client)),
          lazy: () => import('./features/profile/ProfileLoyaltyPage').then((m) => ({ Component: m.ProfileLoyaltyPage })),
        },
      ],
    },
  ];
}
