// `npm start` builds the storefront when there is no build yet or a source is newer than it,
// so `npm ci && npm start` works on a fresh clone and a rebuild is never forgotten.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const marker = path.resolve('dist/server/entry-server.js');
const sources = ['src/client', 'src/domain', 'src/generated', 'index.html', 'vite.config.ts', 'public'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const stale = sources.some((s) => newestMtime(path.resolve(s)) > built);
if (stale) {
  console.log(built ? 'Sources changed since the last build: rebuilding the storefront…' : 'Building the storefront…');
  execSync('npm run build', { stdio: 'inherit' });
}
