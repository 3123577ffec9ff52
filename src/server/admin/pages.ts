// The /admin pages (issue 16): one static HTML file of the build (admin.html, its own Vite entry,
// src/admin/main.tsx) for /admin and every path below it; the back office renders in the browser
// and reads everything from /api/admin/gql. Never cached, never indexed.

import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageContentSecurityPolicy, type SecurityHeadersOptions } from '../plugins/security-headers.js';

export async function registerAdminPages(app: FastifyInstance, opts: { clientDir: string; securityHeaders: SecurityHeadersOptions }): Promise<void> {
  const html = await fs.readFile(path.join(opts.clientDir, 'admin.html'), 'utf8');
  const csp = pageContentSecurityPolicy(opts.securityHeaders, html);
  const send = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(html);
  app.get('/admin', send);
  app.get('/admin/*', send);
}
