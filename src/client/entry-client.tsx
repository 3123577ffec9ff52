// Browser entry: restore the server's Apollo cache, resolve the lazy route modules of the
// current URL, then hydrate. Route loaders do not run on hydration (React Router takes the
// server's loader data) and components read cache-first, so no data request follows.
import { StrictMode, startTransition, useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_PRICES_TYPE } from './domain';
import { createBrowserApollo } from './apollo/browser';
import { restoredCache } from './apollo/client';
import { AppProviders } from './AppProviders';
import { messages } from './messages';
import { createRoutes } from './routes';
import { readApolloState, type ClientContext } from './ssr-globals';
import type { CatchAllData } from './route-data';
import { loadCatchAllPage } from './features/catalogue/catch-all-pages';
import { HYDRATED_ATTRIBUTE } from './app-start';
import './styles.css';

/** The routes with these ids, anywhere in the table. */
function routesWithIds(routes: readonly RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route) => [...(route.id !== undefined && ids.has(route.id) ? [route] : []), ...routesWithIds(route.children ?? [], ids)]);
}

/**
 * Loads the lazy modules of the routes the server matched (their ids come with the page): matching
 * the URL against the whole table here took 8–19 ms of the start, and the router matches it again.
 */
async function resolveLazyMatches(routes: RouteObject[], routeIds: readonly string[] | undefined): Promise<void> {
  const matched = routeIds ? routesWithIds(routes, new Set(routeIds)) : (matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Marks the document (`data-hydrated`) once the first render has committed. Hydration runs as a
 * transition in slices, so React's root marker on #root appears before the page is interactive;
 * this one appears after it (the browser tests wait for it before they touch the page, and the page's
 * start script then does again what a visitor did before it: src/client/deferred-start.ts).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    performance.mark('cisto:hydrated');
  }, []);
  return null;
}

/**
 * A task boundary between the start's phases: evaluating the modules, restoring Apollo's cache and
 * building the router each take 40–200 ms on a phone; in one task they blocked input for ≈ 300 ms.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function readSessionStorage(): void {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage blocked (a privacy setting): the router copes the same way.
  }
}

async function start(): Promise<void> {
  // User Timing marks of the start's phases (the start script marks "cisto:start"), for profiles.
  performance.mark('cisto:modules-evaluated');
  await nextTask();
  const ctx: ClientContext = window.__CISTO_CTX__ ?? {
    checkoutId: null,
    pricesType: DEFAULT_PRICES_TYPE,
    shopName: messages.shop.fallbackName,
    publicUrl: window.location.origin,
    unsupportedBrowser: null,
  };
  const state = readApolloState(document);
  await nextTask();
  // Restoring the server's cache is the largest step of the start's Apollo phase (12–25 ms here).
  const cache = restoredCache(state);
  await nextTask();
  const { client, session } = createBrowserApollo({ checkoutId: ctx.checkoutId, pricesType: ctx.pricesType, customer: ctx.customer ?? null }, cache);
  // Another tab logged in or out (or the login ended on the server): prices, cart and the
  // header change with it, so this page starts afresh from the server render.
  session.onIdentityChange(() => window.location.reload());
  // A logged-in page takes its token now, so the background refresh keeps it fresh.
  session.start();
  performance.mark('cisto:apollo-restored');
  await nextTask();
  const routes = createRoutes(client, { session });
  await resolveLazyMatches(routes, ctx.routeIds);
  await nextTask();
  // The first read of sessionStorage opens the tab's storage (≈ 10 ms in a Chromium trace of the
  // benchmark machine); the router reads it when it is created, so it is opened in a task before.
  readSessionStorage();
  await nextTask();
  const router = createBrowserRouter(routes);
  // The server's loader data says which page the catch-all route shows; its chunk (preloaded by
  // the server's hints) must be there before hydration, as on the server.
  const catchAll = router.state.loaderData.catchAll as CatchAllData | undefined;
  if (catchAll) await loadCatchAllPage(catchAll.kind);
  performance.mark('cisto:router-ready');
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders client={client} session={session} shopName={ctx.shopName} publicUrl={ctx.publicUrl} unsupportedBrowser={ctx.unsupportedBrowser}>
        <RouterProvider router={router} />
      </AppProviders>
      <HydrationMark />
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing in the page');
  // React DOM's own start-up (its module's first evaluation) in a task of its own, not in the
  // entry's: with it, the entry's evaluation was one 60–66 ms task (unthrottled, on the benchmark
  // machine; Lighthouse counts it four times as long). preload.ts fetches this chunk with the entry's.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  performance.mark('cisto:react-dom-ready');
  await nextTask();
  // An element child means server markup to hydrate (an outlet comment alone does not count).
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a tap or a scroll during hydration is answered).
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
