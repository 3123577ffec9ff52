import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { APP_START_PLACEHOLDER } from './src/client/app-start';

// react-router's package exports name only its development build (remix-run/react-router#12532,
// #14102): warnings and checks the shop does not need, ~5 kB gzip. The browser takes its
// production build, the same code without them.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// The browser never parses GraphQL: documents are precompiled syntax trees (codegen), so the
// browser's graphql-js holds walking and printing only, and `gql` is a stub that throws.
const precompiledGraphQL = [
  { find: /^graphql$/, replacement: fileURLToPath(new URL('src/client/apollo/graphql-runtime.ts', import.meta.url)) },
  { find: /^graphql-tag$/, replacement: fileURLToPath(new URL('src/client/apollo/no-graphql-tag.ts', import.meta.url)) },
];

// apollo-link-rest builds `?{args}` query strings with qs, whose cycle detection brings
// side-channel, get-intrinsic and object-inspect (~11 kB gzip) into the browser; qs-esm is the
// same stringify (same output) without them.
const leanQueryStrings = { find: /^qs$/, replacement: 'qs-esm' };

// Modules without side effects: those that only re-export (a feature's public API, the generated
// operations' barrel, the client's domain barrel) and the domain rules themselves (pure by the lint
// rules). Without this a chunk importing one rule through src/client/domain.ts ran the whole barrel,
// so every rule (CLP texts, withdrawal, tax documents…) rode in the first load of every page.
const SIDE_EFFECT_FREE = /[\\/]src[\\/](?:client[\\/]features[\\/][^\\/]+[\\/]index|generated[\\/]graphql|client[\\/]domain|domain[\\/][\w-]+|client[\\/]ui[\\/][\w-]+|client[\\/]texts[\\/][\w-]+)\.tsx?$/;

/**
 * Downshift ships every hook in one ES module and ends each with `useX.stateChangeTypes = …`, a
 * property write the bundler must keep, so useSelect, useMultipleSelection and useTagGroup
 * (unused) came along with useCombobox: +35 kB raw in the entry chunk. Written as a pure
 * Object.assign, each is dropped when nothing imports it. Fails the build when the file no longer
 * has these lines (a Downshift upgrade), rather than silently growing the entry again.
 */
function downshiftUnusedHooks(): Plugin {
  const UNUSED = ['useSelect', 'useMultipleSelection', '_useTagGroup'];
  return {
    name: 'cisto:downshift-unused-hooks',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]downshift[\\/]dist[\\/]downshift\.esm\.mjs$/.test(id)) return null;
      let found = 0;
      const out = code.replace(/^(\w+)\.stateChangeTypes = ([\w$]+);$/gm, (line, hook: string, types: string) => {
        if (!UNUSED.includes(hook)) return line;
        found += 1;
        return `/*#__PURE__*/ Object.assign(${hook}, { stateChangeTypes: ${types} });`;
      });
      if (found !== UNUSED.length) throw new Error(`downshiftUnusedHooks: expected ${UNUSED.length} stateChangeTypes writes in ${id}, found ${found}`);
      return { code: out, map: null };
    },
  };
}

/**
 * The stylesheet first in <head>. Vite appends the entry's tags at the end of <head>, so the one
 * render-blocking file was requested after the font, the image hints and every module chunk
 * (≈ 300 kB on a phone's connection): the first paint waited for the stylesheet while the
 * scripts took the bandwidth. The module chunks are not needed to paint (the page is
 * server-rendered); the stylesheet is.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'cisto:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const viewport = /<meta name="viewport"[^>]*>\n?/.exec(html);
        if (sheets.length === 0 || !viewport) throw new Error('stylesheetFirst: no stylesheet or no viewport meta in the template');
        const rest = sheets.reduce((text, sheet) => text.replace(sheet, ''), html);
        return rest.replace(viewport[0], `${viewport[0]}    ${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n`);
      },
    },
  };
}

/**
 * The storefront starts its JavaScript on idle after the load event or at the first interaction
 * (src/client/deferred-start.ts, issue 14). The built template loses Vite's entry <script> and its
 * modulepreloads; in their place, at the end of <body>, the server render writes the page's start
 * data (<!--app-start-->, src/client/preload.ts appStartData) and an inline script compiled here
 * from deferred-start.ts (≈ 1.3 kB gzip; the page's CSP admits it by its hash like every inline
 * script). The back office (admin.html) and the development server load as before.
 */
function deferredStart(root: string): Plugin {
  const compileStartScript = async (): Promise<string> => {
    const result = await esbuild({
      stdin: {
        contents: "import { deferAppStart } from './deferred-start'; deferAppStart(document, (url) => import(url));",
        resolveDir: path.join(root, 'src/client'),
        sourcefile: 'start.ts',
        loader: 'ts',
      },
      bundle: true,
      format: 'iife',
      minify: true,
      target: ['es2020'],
      legalComments: 'none',
      write: false,
    });
    const code = result.outputFiles[0]?.text.trim() ?? '';
    if (!code || /<\/script|<!--/i.test(code)) throw new Error('deferredStart: the start script is empty or cannot be inlined');
    return code;
  };
  return {
    name: 'cisto:deferred-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (path.basename(ctx.filename) !== 'index.html') return html;
        const entry = /[ \t]*<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>\n?/.exec(html);
        if (!entry) throw new Error('deferredStart: no entry <script> in index.html');
        const withoutScripts = html.replace(entry[0], '').replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
        const start = `    ${APP_START_PLACEHOLDER}<script>${await compileStartScript()}</script>\n  </body>`;
        return withoutScripts.replace(/[ \t]*<\/body>/, () => start);
      },
    },
  };
}

/** The build's precompression, as hard as the algorithms go (see compression() below). */
const GZIP = { level: 9 };
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const PRECOMPRESSED: Record<string, (code: string) => Buffer> = {
  '.gz': (code) => gzipSync(code, GZIP),
  '.br': (code) => brotliCompressSync(code, BROTLI),
};

/** The modules an entry reaches through static imports (and dynamic ones with `dynamic`), itself included. */
function modulesReachedFrom(entry: string, moduleInfo: (id: string) => ModuleInfo | null, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (seen.has(id)) continue;
    seen.add(id);
    const info = moduleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/** V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every storefront chunk starts with V8's compile hint. A storefront chunk's functions run at once
 * (its start, the route's first render and hydration); compiled lazily, each was compiled on the
 * main thread at its first call: ≈ 1 150 compilations, 136–148 ms of the home page's start in
 * Chromium traces on the benchmark machine, inside the very tasks that block input. With the hint
 * the browser compiles them while it streams the file, off the main thread. The back office's own
 * chunks keep V8's default (lazy compilation).
 */
function compileHints(root: string): Plugin {
  const STOREFRONT_ENTRY = path.resolve(root, 'src/client/entry-client.tsx');
  let storefront = new Set<string>();
  return {
    name: 'cisto:compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      storefront = modulesReachedFrom(STOREFRONT_ENTRY, (id) => this.getModuleInfo(id), true);
      if (storefront.size < 100) throw new Error(`compileHints: the storefront entry reaches only ${storefront.size} modules`);
    },
    // Rolldown writes it first in every file, within the hash and the source map. Vite then puts
    // the list of a chunk's dynamic imports' dependencies before it (one line, in 6 files), and V8
    // honours the hint only on the first line (a Chromium trace counted 260–290 lazy compilations
    // with it on the second, 19–79 on the first): those files get the two lines swapped. Neither
    // line has a source mapping, so the map stays; their precompressed copies are made again.
    outputOptions(options) {
      // The bundler's runtime (its module helpers, shared by every chunk) runs first of all.
      const hinted = (id: string) => storefront.has(id) || id.includes('rolldown/runtime');
      return { ...options, postBanner: (chunk) => (chunk.moduleIds.some(hinted) ? COMPILE_HINT : '') };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const [first, second] = chunk.code.split('\n', 2);
          if (second !== COMPILE_HINT || first === undefined) continue;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type !== 'asset' || !String(map.source).includes('"mappings":";;')) throw new Error(`compileHints: ${chunk.fileName}'s first lines have source mappings`);
          chunk.code = `${COMPILE_HINT}\n${first}\n${chunk.code.slice(first.length + second.length + 2)}`;
          for (const [suffix, compress] of Object.entries(PRECOMPRESSED)) {
            const copy = bundle[`${chunk.fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = compress(chunk.code);
          }
        }
      },
    },
  };
}

/**
 * Fewer files in a first load. Left to itself the bundler gives every combination of users its own
 * chunk, so the storefront's entry came with twelve files (most of 0.5–2 kB: constants, enums, urls,
 * money… each shared with the back office or a lazy route in another way) and a key page with 21–48
 * files; every file is a request, and on HTTP/1.1's six connections per host or a phone's radio the
 * round trips cost more than the bytes. "initial" takes what the storefront entry loads before it
 * renders (libraries, shell, domain rules) into one file. What the back office's entry can reach is
 * left out (the bundler shares those with it as before): the back office never loads storefront
 * code or styles. The entry module itself stays out too (importing the chunk must not start the shop).
 */
function firstLoadGroups(root: string): CodeSplittingGroup[] {
  const ADMIN_ENTRY = path.resolve(root, 'src/admin/main.tsx');
  const STOREFRONT_ENTRY = path.resolve(root, 'src/client/entry-client.tsx');
  let admin: Set<string> | null = null;
  /** Everything the back office's entry imports statically, transitively (re-exports included: a superset). */
  const adminModules = (ctx: ChunkingContext): Set<string> => modulesReachedFrom(ADMIN_ENTRY, (id) => ctx.getModuleInfo(id), false);
  return [
    {
      name: (id, ctx) => {
        admin ??= adminModules(ctx);
        return admin.has(id) || id === STOREFRONT_ENTRY || id.endsWith('.html') ? null : 'initial';
      },
      tags: ['$initial'],
      // Only what the name takes: pulling in the captured modules' dependencies would drag the
      // libraries the back office shares into this chunk (and the back office after them).
      includeDependenciesRecursively: false,
    },
  ];
}

// Two builds from one config:
//   vite build                                                → dist/client (index.html template, hashed assets, manifest)
//   vite build --ssr src/client/entry-server.tsx --outDir dist/server → dist/server/entry-server.js
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    downshiftUnusedHooks(),
    stylesheetFirst(),
    deferredStart(fileURLToPath(new URL('.', import.meta.url))),
    compileHints(fileURLToPath(new URL('.', import.meta.url))),
    // Assets are compressed once at build, as hard as the algorithms go (the server sends the
    // .br or .gz next to a file through @fastify/static's preCompressed); the SSR build needs none.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: [defineAlgorithm('gzip', GZIP), defineAlgorithm('brotliCompress', BROTLI)],
            include: /\.(js|mjs|css|svg|json|txt|xml)$/,
            threshold: 1024,
            skipIfLargerOrEqual: true,
          }),
        ]),
  ],
  // Downshift pins its own react-is; the shop's copy has the same isForwardRef, so the browser gets one.
  // The server render takes react-router's production build too (bundled, see ssr.noExternal):
  // the development build's checks cost ~7 ms of CPU per page render.
  resolve: isSsrBuild ? { alias: productionReactRouter } : { alias: [...productionReactRouter, ...precompiledGraphQL, leanQueryStrings], dedupe: ['react-is'] },
  // Apollo Client 3 keeps its development checks and messages behind `globalThis.__DEV__ !== false`;
  // both builds drop them, as Apollo's docs advise for production bundles (the server render too: it
  // froze every result and ran the dev checks on each render).
  define: { 'globalThis.__DEV__': 'false' },
  // public/ (favicon) is copied into dist/client; src/server/ssr.ts serves it.
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        // Lazy route chunks are preloaded by the server render; keep the entry lean.
        modulePreload: { polyfill: false },
        // The entry is react-dom, react-router and the shell (~450 kB raw, ~140 kB gzip); Apollo and pages are split.
        chunkSizeWarningLimit: 600,
        // Re-exporting modules are marked free of side effects: a chunk that imports one name from
        // a feature's index.ts (its public API) does not pull in the feature's other exports (and
        // their CSS), and one that imports a document from src/generated/graphql.ts gets that
        // operation's module only. Every other module keeps its own (package.json) side effects.
        rollupOptions: {
          // The storefront (index.html, server-rendered) and the back office (admin.html, issue 16):
          // two entries, so no admin module is in a storefront chunk (tests/client/bundle-budget.test.ts).
          input: { main: 'index.html', admin: 'admin.html' },
          treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
          output: { codeSplitting: { groups: firstLoadGroups(fileURLToPath(new URL('.', import.meta.url))) } },
        },
      },
  ssr: {
    // Their ESM builds need bundling for Node ("Named export 'ApolloClient' not found").
    // react-router and react-router-dom are bundled so the alias to the production build applies
    // (with the cookie helpers it imports from its own nested copies).
    noExternal: ['@apollo/client', 'apollo-link-rest', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
  },
}));
