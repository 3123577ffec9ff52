// `npm start` builds what has no build yet or whose sources are newer than it, so
// `npm ci && npm start` works on a fresh clone and a rebuild is never forgotten:
//   the storefront (Vite: dist/client, dist/server/entry-server.js) and
//   the server (esbuild: dist/api/main.js, seed.js, backup.js, restore.js and the migrations).
// `--server` checks only the server (what `npm run seed`, `backup` and `restore` need).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const targets = [
  {
    name: 'the storefront',
    marker: 'dist/server/entry-server.js',
    sources: ['src/client', 'src/domain', 'src/generated', 'index.html', 'vite.config.ts', 'public'],
    command: 'npm run build:storefront',
  },
  {
    name: 'the server',
    marker: 'dist/api/main.js',
    sources: ['src/server', 'src/domain', 'src/generated', 'scripts/seed.ts', 'scripts/backup.ts', 'scripts/restore.ts', 'scripts/build-server.mjs', 'package.json'],
    command: 'npm run build:server',
  },
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const serverOnly = process.argv.includes('--server');
for (const target of serverOnly ? targets.filter((t) => t.name === 'the server') : targets) {
  const marker = path.resolve(target.marker);
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const stale = target.sources.some((s) => newestMtime(path.resolve(s)) > built);
  if (!stale) continue;
  console.log(built ? `Sources changed since the last build: rebuilding ${target.name}…` : `Building ${target.name}…`);
  execSync(target.command, { stdio: 'inherit' });
}
