// The E2E stand-in chat provider: serves tests/e2e/fixtures/chat-widget.js over local HTTP, as a
// real provider serves its loader (CHAT_SCRIPT_URL must be an http(s) URL; the page CSP allows
// the provider's origin for scripts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startChatProvider(): Promise<{ scriptUrl: string; close(): Promise<void> }> {
  const script = fs.readFileSync('tests/e2e/fixtures/chat-widget.js');
  const server = http.createServer((request, response) => {
    if (request.url !== '/chat-widget.js') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    response.end(script);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // node:http types address() as string | AddressInfo | null
  return {
    scriptUrl: `http://127.0.0.1:${port}/chat-widget.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
