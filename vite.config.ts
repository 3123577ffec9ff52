import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import type { Plugin } from 'vite';

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

// Two builds from one config:
//   vite build                                                → dist/client (index.html template, hashed assets, manifest)
//   vite build --ssr src/client/entry-server.tsx --outDir dist/server → dist/server/entry-server.js
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    downshiftUnusedHooks(),
    // Assets are compressed once at build, as hard as the algorithms go (the server sends the
    // .br or .gz next to a file through @fastify/static's preCompressed); the SSR build needs none.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: [
              defineAlgorithm('gzip', { level: 9 }),
              defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ],
            include: /\.(js|mjs|css|svg|json|txt|xml)$/,
            threshold: 1024,
            skipIfLargerOrEqual: true,
          }),
        ]),
  ],
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
        // The entry is react-dom + Apollo + graphql (~510 kB raw, ~155 kB gzip); pages are split.
        chunkSizeWarningLimit: 600,
        // A feature's index.ts (its public API) only re-exports: marked free of side effects, a
        // chunk that imports one name from it does not pull in the feature's other exports (and
        // their CSS) — the entry keeps the chunks it had before the indexes.
        rollupOptions: {
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
        },
      },
  ssr: {
    // Their ESM builds need bundling for Node ("Named export 'ApolloClient' not found").
    noExternal: ['@apollo/client', 'apollo-link-rest'],
  },
}));
