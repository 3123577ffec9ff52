// The server-rendered storefront inside the one Fastify process: hashed client assets with a
// year-long immutable cache, the favicon, and a catch-all GET that renders any other path
// through the built SSR entry (dist/server/entry-server.js). The server never imports client
// source; it loads the build, so `npm start` runs the same code the browser hydrates.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutTrailingSlash } from '../domain/urls.js';
import { preferredEncoding } from './http/compression.js';
import type { PageCache, RenderedPage } from './http/page-cache.js';

export type SsrVisitor = {
  fetch: typeof fetch;
  accessToken: string;
  accessTokenType: 'Bearer';
  checkoutId: string | null;
  pricesType: 'B2C' | 'B2B';
  shopName: string;
  publicUrl: string;
  /** Spec id of an unsupported browser (from the User-Agent), rendered as a notice by the server. */
  unsupportedBrowser: string | null;
  /** The logged-in customer (session with a live refresh cookie), for the header and profile pages. */
  customer: { name: string } | null;
  /** The content's page stamp: shared REST answers of an older stamp are not reused. */
  contentStamp: string;
  /** The visitor's price group: priced REST answers are shared by the renders of one group only. */
  priceGroup: string;
};

export type SsrOptions = {
  distDir: string;
  visitorFor(request: FastifyRequest, reply: FastifyReply): Promise<SsrVisitor>;
  /** The Content-Security-Policy of a rendered page (hashes of its inline scripts; see plugins/security-headers.ts). */
  contentSecurityPolicy?: (html: string) => string;
  /** Pages shared by visitors without a session (http/page-cache.ts); null: every page rendered for its visitor. */
  pageCache?: PageCache | null;
  /** The visitor a shared page is rendered for: no session, the request's price type. */
  sharedVisitor?: (request: FastifyRequest) => Promise<SsrVisitor>;
  /** What a visitor gets besides a shared page (a person's session cookie). */
  firstVisit?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The shape of src/client/entry-server.tsx's render (checked at load, typed here). */
type RenderFn = (args: {
  url: string;
  visitor: SsrVisitor;
  template?: string;
  manifest?: Manifest;
}) => Promise<{ status: number; html: string; redirect?: string }>;

const YEAR_MS = 31_536_000_000;
/** Paths owned by other routes; reaching the catch-all with them means "no such API/file". */
const NOT_PAGES = /^\/(api|images|assets)(\/|$)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRenderFn(value: unknown): value is RenderFn {
  return typeof value === 'function';
}

async function readManifest(clientDir: string): Promise<Manifest | undefined> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
    if (!isRecord(parsed)) return undefined;
    const manifest: Manifest = {};
    for (const [key, chunk] of Object.entries(parsed)) {
      if (isRecord(chunk) && typeof chunk.file === 'string') {
        manifest[key] = {
          file: chunk.file,
          isEntry: chunk.isEntry === true,
          imports: Array.isArray(chunk.imports) ? chunk.imports.filter((i): i is string => typeof i === 'string') : [],
          // The entry's later imports (React DOM): the page's start data lists them with the rest.
          dynamicImports: Array.isArray(chunk.dynamicImports) ? chunk.dynamicImports.filter((i): i is string => typeof i === 'string') : [],
          css: Array.isArray(chunk.css) ? chunk.css.filter((c): c is string => typeof c === 'string') : [],
        };
      }
    }
    return manifest;
  } catch {
    // Without a manifest the page still works; route chunks just load after the entry.
    return undefined;
  }
}

export async function registerSsr(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const clientDir = path.join(opts.distDir, 'client');
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = await readManifest(clientDir);
  const favicon = await fs.readFile(path.join(clientDir, 'favicon.svg')).catch(() => null);

  // Hashed file names change with their content, so they can be cached for a year.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    // → "cache-control: public, max-age=31536000, immutable"
    cacheControl: true,
    maxAge: YEAR_MS,
    immutable: true,
    // The .br / .gz written by the build (vite.config.ts), chosen by Accept-Encoding.
    preCompressed: true,
  });

  const sendFavicon = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!favicon) return reply.status(404).send();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon);
  };
  app.get('/favicon.ico', sendFavicon);
  app.get('/favicon.svg', sendFavicon);

  // Loaded once, while the server starts: importing the bundle blocks the event loop for a moment,
  // which the first visitor after a deploy should not wait for (nor overload protection see).
  let renderPromise: Promise<RenderFn> | null = null;
  const loadRender = (): Promise<RenderFn> => {
    renderPromise ??= import(pathToFileURL(path.join(opts.distDir, 'server', 'entry-server.js')).href).then(
      (module: unknown) => {
        const render = isRecord(module) ? module.render : undefined;
        if (!isRenderFn(render)) throw new Error('dist/server/entry-server.js exports no render()');
        return render;
      },
    );
    return renderPromise;
  };

  app.addHook('onReady', async () => {
    await loadRender();
  });

  app.get('/*', async (request, reply) => {
    const url = request.url;
    if (NOT_PAGES.test(url)) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    }
    // One address per page: "/poradna/" answers 301 to "/poradna" (the query kept).
    const slashless = withoutTrailingSlash(url);
    if (slashless !== null) return reply.redirect(slashless, 301);
    const render = await loadRender();
    const renderFor = async (visitor: SsrVisitor): Promise<RenderedPage> => {
      const result = await render({ url, visitor, template, manifest });
      const contentSecurityPolicy = result.redirect || !opts.contentSecurityPolicy ? null : opts.contentSecurityPolicy(result.html);
      return { status: result.status, html: result.html, contentSecurityPolicy, ...(result.redirect ? { redirect: result.redirect } : {}) };
    };
    const { pageCache, sharedVisitor } = opts;
    const key = pageCache && sharedVisitor ? await pageCache.keyFor(request) : null;
    let page: RenderedPage;
    let body: string | Buffer | null = null;
    if (key !== null && pageCache && sharedVisitor) {
      await opts.firstVisit?.(request, reply);
      const shared = await pageCache.page(key, async () => renderFor(await sharedVisitor(request)));
      reply.header('x-page-cache', shared.hit ? 'hit' : 'miss');
      page = shared.page;
      // A kept page is compressed once per encoding and sent as it is (@fastify/compress leaves a
      // body with a Content-Encoding alone); each encoding is its own representation with its own tag.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const encoded = encoding && !page.redirect ? pageCache.encoded(page, encoding) : null;
      if (encoding && encoded) {
        body = await encoded;
        reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        if (page.etag) reply.header('etag', `${page.etag.slice(0, -1)}-${encoding}"`);
      }
    } else {
      page = await renderFor(await opts.visitorFor(request, reply));
    }
    // Pages depend on the visitor (cart, price type): never cache them in shared caches.
    reply.header('cache-control', 'private, no-store');
    if (page.redirect) return reply.redirect(page.redirect, page.status);
    if (page.contentSecurityPolicy) reply.header('content-security-policy', page.contentSecurityPolicy);
    if (body === null && page.etag) reply.header('etag', page.etag);
    return reply.status(page.status).type('text/html; charset=utf-8').send(body ?? page.html);
  });
}
