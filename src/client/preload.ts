// The JavaScript and CSS a server-rendered page links besides the entry: the chunks of its
// matched routes and everything they import, from the Vite manifest. src/client/entry-server.tsx
// writes them as <link rel="modulepreload"> and stylesheets; tests/client/bundle-budget.test.ts
// measures a page's first load from the same list.
import { ROUTE_MODULES } from './route-modules';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The route chunks (and their static imports, not the entry's) and CSS of the matched routes. */
export function routeAssets(manifest: Manifest, routeIds: readonly string[]): { files: string[]; css: string[] } {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    // The entry is already in the template's <script>; only route chunks need a hint.
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => css.add(file));
  };
  for (const id of routeIds) {
    const source = ROUTE_MODULES[id];
    if (source) visit(source);
  }
  return { files: [...files], css: [...css] };
}

/** The <link> tags the template does not have yet (Vite links the entry's own imports and CSS). */
export function preloadLinks(manifest: Manifest | undefined, routeIds: readonly string[], template: string): string {
  if (!manifest) return '';
  const { files, css } = routeAssets(manifest, routeIds);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...css.filter(missing).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...files.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
