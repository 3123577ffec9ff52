// What a server-rendered page tells its inline start script (src/client/deferred-start.ts): the
// app's entry and the files to fetch with it. Written by src/client/preload.ts into a JSON data
// block (never executed, so the Content-Security-Policy needs no hash for it).

export const APP_START_ID = 'cisto-app';
/** Set on <html> by src/client/entry-client.tsx once the first render has committed. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Where the template takes the page's data block (vite.config.ts puts it before the start script). */
export const APP_START_PLACEHOLDER = '<!--app-start-->';

export interface AppStart {
  /** The storefront's entry chunk, imported when the app starts. */
  entry: string;
  /** Every other file of the page's first render (the entry's imports and the matched routes' chunks), fetched in parallel. */
  modules: string[];
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function parseAppStart(text: string | null | undefined): AppStart | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('entry' in value) || !('modules' in value)) return null;
    const { entry, modules } = value;
    return typeof entry === 'string' && isStringArray(modules) ? { entry, modules } : null;
  } catch {
    return null;
  }
}

/** The start data of a page's HTML (for the tests and the benchmark, which read pages as text). */
export function appStartOf(html: string): AppStart | null {
  const block = new RegExp(`<script type="application/json" id="${APP_START_ID}">([^<]*)</script>`).exec(html);
  return parseAppStart(block?.[1]);
}

/**
 * The JavaScript a page's HTML runs or fetches before its app starts (for the budget test and the
 * benchmark): the files of its <script src> and modulepreload links as written ("/assets/…"), and
 * the bodies of its executable inline scripts (data blocks such as this start data or JSON-LD left out).
 */
export function initialScriptsOf(html: string): { linked: string[]; inline: string[] } {
  const linked = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? ''),
  ];
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return { linked, inline };
}
