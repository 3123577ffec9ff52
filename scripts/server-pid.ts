// The running server's pid file (PGlite must not be opened by two processes): shared by the CLIs.
import fs from 'node:fs';
import path from 'node:path';

/** The pid in DATA_DIR/server.pid when that process is alive: PGlite must not be opened twice. */
export function runningServerPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'server.pid');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still running.
    return error instanceof Error && 'code' in error && error.code === 'EPERM' ? pid : null;
  }
}
