import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two builds from one config:
//   vite build                                                → dist/client (index.html template, hashed assets, manifest)
//   vite build --ssr src/client/entry-server.tsx --outDir dist/server → dist/server/entry-server.js
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
      },
  ssr: {
    // Their ESM builds need bundling for Node ("Named export 'ApolloClient' not found").
    noExternal: ['@apollo/client', 'apollo-link-rest'],
  },
}));
