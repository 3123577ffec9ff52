// The whole route table of spec section 2. Loaders fill the per-request (server) or per-tab
// (browser) Apollo cache with client.query, so the server renders in ONE pass and the browser
// hydrates from the restored cache without a request; pages are lazy chunks.
import type { ApolloQueryResult, DocumentNode, OperationVariables } from '@apollo/client';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { DEFAULT_CATALOGUE_HASH, LOCALE, matchCatchAll, parseCatalogueUrl } from './domain';
import {
  CataloguePageDocument,
  CheckoutDocument,
  ProductDetailDocument,
  TaxonomySubTreeDocument,
  type CatalogueInput,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
  type CheckoutQuery,
  type CheckoutQueryVariables,
  type ProductDetailQuery,
  type ProductDetailQueryVariables,
  type TaxonomySubTreeQuery,
  type TaxonomySubTreeQueryVariables,
} from '../generated/graphql';
import { fetchPolicyFor, type CacheKind } from './apollo/cache-policies';
import type { AppApolloClient } from './apollo/client';
import type { Session } from './apollo/session';
import { Layout } from './features/shell/Layout';
import { RouteErrorBoundary } from './features/shell/RouteErrorBoundary';
import { ShellPage } from './features/shell/ShellPage';
import { messages } from './messages';
import { CATALOGUE_PAGE_SIZE, TAXONOMY_DEPTH, type CatchAllData, type HomeData, type SearchData } from './route-data';

/** Source of each lazy route module (manifest keys), so the server can preload its chunk. */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  home: 'src/client/features/home/HomePage.tsx',
  cart: 'src/client/features/cart/CartPage.tsx',
  search: 'src/client/features/shell/SearchPage.tsx',
  catchAll: 'src/client/features/catalogue/CatchAllPage.tsx',
};

export interface RouteContext {
  session: Session;
}

function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
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

  async function loadListing(hash: string, input: CatalogueInput): Promise<boolean> {
    const [tree] = await Promise.all([
      read<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>('taxonomy', TaxonomySubTreeDocument, { hash, depth: TAXONOMY_DEPTH }),
      read<CataloguePageQuery, CataloguePageQueryVariables>('catalogue', CataloguePageDocument, { input }),
    ]);
    return Boolean(tree.data.taxonomySubTree);
  }

  async function homeLoader(): Promise<HomeData> {
    const hash = DEFAULT_CATALOGUE_HASH;
    const input: CatalogueInput = { hash, first: CATALOGUE_PAGE_SIZE };
    await loadListing(hash, input);
    return { hash, input };
  }

  async function catchAllLoader({ request }: LoaderFunctionArgs): Promise<CatchAllData | Response> {
    const url = new URL(request.url);
    const match = matchCatchAll(url.pathname);
    if (!match) throw notFound();
    switch (match.kind) {
      case 'catalogue': {
        const parsed = parseCatalogueUrl(url.pathname, url.search);
        const input: CatalogueInput = { hash: match.id, first: CATALOGUE_PAGE_SIZE };
        if (parsed?.after) input.after = parsed.after;
        if (!(await loadListing(match.id, input))) throw notFound();
        return { kind: 'catalogue', hash: match.id, input };
      }
      case 'product': {
        const { data } = await read<ProductDetailQuery, ProductDetailQueryVariables>('product', ProductDetailDocument, { sku: match.id });
        const product = data.productDetail;
        if (!product) throw notFound();
        // One address per product: an outdated or hand-typed name part redirects permanently.
        const canonical = matchCatchAll(product.url);
        if (canonical && canonical.kind === 'product' && canonical.path !== match.path) {
          throw redirect(`${product.url}${url.search}`, 301);
        }
        return { kind: 'product', sku: product.sku, productName: match.path };
      }
      case 'content':
        return { kind: 'content', path: match.path, hash: match.id };
      case 'manufacturer':
        return { kind: 'manufacturer', path: match.path, hash: match.id };
    }
  }

  async function cartLoader(): Promise<null> {
    await loadCart();
    return null;
  }

  function shell(path: string, name: string, id?: string): RouteObject {
    return { id, path, element: <ShellPage name={name} /> };
  }

  const p = messages.pages;

  return [
    {
      id: 'root',
      path: '/',
      element: <Layout />,
      // The header badge reads the cart on every page.
      loader: async () => {
        await loadCart();
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
              loader: homeLoader,
              lazy: () => import('./features/home/HomePage').then((m) => ({ Component: m.HomePage })),
            },
            shell('poradna', p.advisor, 'advisor'),
            shell('poradna/:path', p.advisorArticle, 'advisorArticle'),
            shell('stranky/:path', p.article, 'article'),
            shell('blog', p.blog, 'blog'),
            shell('blog/:path', p.blogArticle, 'blogArticle'),
            {
              id: 'cart',
              path: 'kosik',
              loader: cartLoader,
              lazy: () => import('./features/cart/CartPage').then((m) => ({ Component: m.CartPage })),
            },
            shell('kosik/vernostni-program', p.cartGift, 'cartGift'),
            shell('kosik/dodani', p.cartDelivery, 'cartDelivery'),
            shell('kosik/adresa', p.cartAddress, 'cartAddress'),
            shell('kosik/rekapitulace', p.cartSummary, 'cartSummary'),
            shell('kosik/ukladani-objednavky', p.cartSaving, 'cartSaving'),
            shell('kosik/hromadne-pridani', p.cartBulkAdd, 'cartBulkAdd'),
            shell('nahrat-sdileny-kosik', p.sharedCart, 'sharedCart'),
            shell('dekujeme', p.thankYou, 'thankYou'),
            shell('porovnani-produktu', p.comparison, 'comparison'),
            {
              id: 'search',
              path: 'vyhledavani',
              loader: ({ request }: LoaderFunctionArgs): SearchData => ({
                q: new URL(request.url).searchParams.get('q')?.trim() ?? '',
              }),
              lazy: () => import('./features/shell/SearchPage').then((m) => ({ Component: m.SearchPage })),
            },
            shell('klub', p.club, 'club'),
            shell('klub/odmeny', p.clubRewards, 'clubRewards'),
            shell('klub/body', p.clubPoints, 'clubPoints'),
            shell('klub/stranky/podminky', p.clubRules, 'clubRules'),
            shell('reklamace', p.complaint, 'complaint'),
            shell('registrace', p.registration, 'registration'),
            shell('profil', p.profile, 'profile'),
            shell('profil/osobni-udaje', p.profileAccount, 'profileAccount'),
            shell('profil/dodaci-adresy', p.profileDeliveryContacts, 'profileDeliveryContacts'),
            shell('profil/objednavky', p.profileOrders, 'profileOrders'),
            shell('profil/objednavky/:orderNumber', p.profileOrder, 'profileOrder'),
            shell('profil/faktury', p.profileInvoices, 'profileInvoices'),
            shell('profil/faktury/:invoiceNumber', p.profileInvoice, 'profileInvoice'),
            shell('profil/vernostni-program', p.profileLoyaltyProgramme, 'profileLoyaltyProgramme'),
            shell('showrooms', p.showrooms, 'showrooms'),
            shell('showrooms/:path', p.showroom, 'showroom'),
            shell('__styleguide', p.styleguide, 'styleguide'),
            shell('obnova-hesla/:token', p.passwordReset, 'passwordReset'),
            {
              id: 'error',
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
