// Server entry, built by `vite build --ssr` and called by src/server/ssr.ts for every page.
// Route loaders run on a per-request Apollo client (in-process fetch with the visitor's
// cookies and token), then ONE renderToString pass reads the warm cache. The cache, the
// router's hydration data and a small visitor context are written into the page.
import { renderToString } from 'react-dom/server';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { apolloClientOptions } from './apollo/client';
import { SsrApolloClient, SsrCache } from './apollo/ssr-client';
import { createStaticSession } from './apollo/session';
import { createSharedResults, createSharedResultsLink } from './apollo/shared-results-link';
import { AppProviders } from './AppProviders';
import { ErrorPage } from './features/shell/ErrorPage';
import { APP_START_PLACEHOLDER } from './app-start';
import { appStartData, preloadLinks, type Manifest } from './preload';
import { createRoutes } from './routes';
import { APOLLO_STATE_ID, serializeForScript, type ClientContext } from './ssr-globals';
import type { CatchAllData } from './route-data';
import { catchAllRouteId } from './features/catalogue/catch-all-pages';

/** Mirrors SsrVisitor of src/server/ssr.ts (the client never imports server code). */
export interface RenderVisitor {
  fetch: typeof fetch;
  accessToken: string;
  accessTokenType: 'Bearer';
  checkoutId: string | null;
  pricesType: 'B2C' | 'B2B';
  shopName: string;
  publicUrl: string;
  /** Spec id of an unsupported browser, from the request's User-Agent (null: supported). */
  unsupportedBrowser?: string | null;
  /** The logged-in customer, or null for an anonymous visitor. */
  customer?: { name: string } | null;
  /**
   * The database's page stamp (moved by every change of content, prices or stock): public REST
   * answers shared between renders are reused only within one stamp.
   */
  contentStamp?: string;
  /** The visitor's price group: answers the same for a price group are shared by its renders only. */
  priceGroup?: string;
}

export type { Manifest, ManifestChunk } from './preload';

export interface RenderArgs {
  /** Path and query of the request, e.g. "/kosik?x=1". */
  url: string;
  visitor: RenderVisitor;
  /** The built index.html (dist/client/index.html) with the <!--app-…--> placeholders. */
  template?: string;
  /** dist/client/.vite/manifest.json, to preload the lazy chunk of the matched route. */
  manifest?: Manifest;
}

export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
}

const FALLBACK_TEMPLATE = `<!doctype html><html lang="cs"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

// React 19 emits hoistable elements (<title>, <meta>, <link>) first; they belong in <head>.
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    // Internal messages stay on the server (logged below); the page only needs "an error".
    else out[routeId] = { message: 'Unexpected Server Error', __type: 'Error' };
  }
  return out;
}

// Public REST answers (navigation, footer, settings, banners) resolved once, shared by every render;
// priced ones (listings, product reads) by the renders of one price group.
const sharedResults = createSharedResults();

export async function render({ url, visitor, template, manifest }: RenderArgs): Promise<RenderResult> {
  const session = createStaticSession(visitor);
  const client = new SsrApolloClient(
    apolloClientOptions({
      fetch: visitor.fetch,
      apiBase: `${visitor.publicUrl}/api`,
      session,
      ssrMode: true,
      cache: new SsrCache(),
      beforeTransport: createSharedResultsLink(sharedResults, visitor.contentStamp ?? '', visitor.priceGroup ?? ''),
    }),
  );
  const handler = createStaticHandler(createRoutes(client, { session }));
  const request = new Request(new URL(url, visitor.publicUrl), { method: 'GET' });
  const context = await handler.query(request);

  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { status: context.status, html: '', redirect: location };
    }
    // A loader returned a raw non-redirect Response: nothing to render it with.
    return { status: 500, html: '' };
  }

  for (const error of Object.values(context.errors ?? {})) {
    if (!isRouteErrorResponse(error)) console.error(`SSR route error at ${url}:`, error);
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  let rendered: string;
  const status = context.statusCode;
  try {
    rendered = renderToString(
      <AppProviders client={client} session={session} shopName={visitor.shopName} publicUrl={visitor.publicUrl} unsupportedBrowser={visitor.unsupportedBrowser ?? null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } catch (error) {
    // Error boundaries do not run in server rendering: a component that throws gets the
    // spec's 500 page here, and the browser renders it afresh (no hydration data to match).
    console.error(`SSR render error at ${url}:`, error);
    const page = renderToString(
      <AppProviders client={client} session={session} shopName={visitor.shopName} publicUrl={visitor.publicUrl} unsupportedBrowser={visitor.unsupportedBrowser ?? null}>
        <ErrorPage />
      </AppProviders>,
    );
    const head = LEADING_HOISTABLES.exec(page)?.[0] ?? '';
    const html = (template ?? FALLBACK_TEMPLATE)
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => `<div data-ssr-error="">${page.slice(head.length)}</div>`)
      .replace('<!--app-state-->', '')
      .replace(APP_START_PLACEHOLDER, () => appStartData(manifest, []));
    return { status: 500, html };
  }
  const head = LEADING_HOISTABLES.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);

  const routeIds = context.matches.map((match) => match.route.id);
  const ctx: ClientContext = {
    checkoutId: visitor.checkoutId,
    pricesType: visitor.pricesType,
    shopName: visitor.shopName,
    publicUrl: visitor.publicUrl,
    unsupportedBrowser: visitor.unsupportedBrowser ?? null,
    customer: visitor.customer ?? null,
    routeIds,
  };
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  const state = [
    `<script type="application/json" id="${APOLLO_STATE_ID}">${serializeForScript(client.extract())}</script>`,
    `<script>window.__CISTO_CTX__=${serializeForScript(ctx)};`,
    `window.__staticRouterHydrationData=${serializeForScript(hydration)};</script>`,
  ].join('');

  const matchedIds = [...routeIds];
  const catchAll = context.loaderData.catchAll as CatchAllData | undefined;
  if (catchAll) matchedIds.push(catchAllRouteId(catchAll.kind));
  const page = template ?? FALLBACK_TEMPLATE;
  const html = page
    .replace('<!--app-head-->', () => head + preloadLinks(manifest, matchedIds, page))
    .replace('<!--app-html-->', () => body)
    .replace('<!--app-state-->', () => state)
    .replace(APP_START_PLACEHOLDER, () => appStartData(manifest, matchedIds));
  return { status, html };
}
