// The JavaScript and CSS a server-rendered page links besides the entry: the chunks of its
// matched routes and everything they import, from the Vite manifest. src/client/entry-server.tsx
// writes the stylesheets as <link>s and the scripts into the page's start data (the app starts on
// idle or first use, src/client/deferred-start.ts), or as <link rel="modulepreload"> in a template
// without the start script (the render's fallback); tests/client/bundle-budget.test.ts
// measures a page's first load from the same lists.
import { APP_START_ID, APP_START_PLACEHOLDER, type AppStart } from './app-start';
import { ROUTE_MODULES } from './route-modules';
import { serializeForScript } from './ssr-globals';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks under the manifest keys and everything they import (never an entry), with their CSS.
 * A chunk comes after the chunks it imports (the order in which the browser evaluates them).
 */
function chunkAssets(manifest: Manifest, keys: readonly string[]): { files: string[]; css: string[] } {
  const visited = new Set<string>();
  const files: string[] = [];
  const css = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || visited.has(chunk.file)) return;
    visited.add(chunk.file);
    chunk.imports?.forEach(visit);
    files.push(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  };
  keys.forEach(visit);
  return { files, css: [...css] };
}

/** The route chunks (and their static imports, not the entry's) and CSS of the matched routes. */
export function routeAssets(manifest: Manifest, routeIds: readonly string[]): { files: string[]; css: string[] } {
  return chunkAssets(manifest, routeSources(routeIds));
}

function routeSources(routeIds: readonly string[]): string[] {
  return routeIds.flatMap((id) => ROUTE_MODULES[id] ?? []);
}

/** The storefront's entry in the manifest (the back office's admin.html is the other entry). */
const STOREFRONT_ENTRY = 'index.html';

/** The template starts the app itself (the production build's, see vite.config.ts deferredStart). */
export function startsOnUse(template: string): boolean {
  return template.includes(APP_START_PLACEHOLDER);
}

/** The <link> tags the template does not have yet (Vite links the entry's own imports and CSS). */
export function preloadLinks(manifest: Manifest | undefined, routeIds: readonly string[], template: string): string {
  if (!manifest) return '';
  const { files, css } = routeAssets(manifest, routeIds);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...css.filter(missing).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...(startsOnUse(template) ? [] : files.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)),
  ].join('');
}

/**
 * The app's files for a page that starts it on use: the entry, its imports, what it imports in its
 * start's later phases (React DOM, src/client/entry-client.tsx) and the matched routes' chunks.
 */
export function appStart(manifest: Manifest, routeIds: readonly string[]): AppStart | null {
  const entry = manifest[STOREFRONT_ENTRY];
  if (!entry) return null;
  const { files } = chunkAssets(manifest, [...(entry.imports ?? []), ...(entry.dynamicImports ?? []), ...routeSources(routeIds)]);
  return { entry: `/${entry.file}`, modules: files.map((file) => `/${file}`) };
}

/** The page's start data block, in place of the template's placeholder (empty without a manifest). */
export function appStartData(manifest: Manifest | undefined, routeIds: readonly string[]): string {
  const app = manifest ? appStart(manifest, routeIds) : null;
  return app ? `<script type="application/json" id="${APP_START_ID}">${serializeForScript(app)}</script>` : '';
}
