// `npm run build:server`: compiles the server to JavaScript once, at build time, so production
// runs it with plain `node` (no TypeScript compiler in the running process). esbuild bundles our
// own code (src/server, src/domain, src/generated, the mail templates) into dist/api; every npm
// package stays an ordinary import from node_modules. The SQL migrations are copied next to the
// bundle, where src/server/db/client.ts looks for them (beside the module that runs it).
//
//   dist/api/main.js   the server (`npm start`)
//   dist/api/seed.js   `npm run seed`
//   dist/api/backup.js, restore.js   `npm run backup`, `npm run restore`
//   dist/api/staff-create.js   `npm run staff:create`
//   dist/api/migrations/
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = path.resolve('dist/api');
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/server/main.ts', seed: 'scripts/seed.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts', 'staff-create': 'scripts/staff-create.ts' },
  outdir,
  bundle: true,
  // One self-contained file per entry (no shared chunks): import.meta.url of every module in it is
  // the entry's own, so the migrations folder is found beside it.
  splitting: false,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  // Names stay readable in stack traces and logs; the bundle is not shipped to browsers.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
});

fs.cpSync(path.resolve('src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`Server compiled to ${path.relative(process.cwd(), outdir)}/ (main.js, seed.js, backup.js, restore.js, staff-create.js, migrations/).`);
