// Security headers on every answer (issue 11, finding 6), through @fastify/helmet:
// Content-Security-Policy, X-Content-Type-Options: nosniff, Referrer-Policy, X-Frame-Options
// and CSP frame-ancestors 'none', Strict-Transport-Security when PUBLIC_URL is https, plus
// Permissions-Policy (not in helmet) and X-Request-Id (the id in the logs and in masked errors).
//
// The page policy allows no inline script but the ones the server render writes (the serialised
// Apollo state and router data), by their SHA-256 hashes: ssr.ts hashes the scripts of each page
// it sends and adds them to script-src. A hash belongs to the bytes of the page, not to the
// response, so the policy stays right when the same page is served again from a shared cache
// (a nonce would have to be rewritten per response).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export type SecurityHeadersOptions = {
  /** PUBLIC_URL: https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** CHAT_SCRIPT_URL: its origin may load scripts, styles, images, frames and connections. */
  chatScriptUrl: string | null;
};

type Directives = Record<string, string[]>;

/**
 * The origin of the chat provider (CHAT_SCRIPT_URL, when configured; config.ts admits http(s)
 * URLs only), allowed for its scripts, styles, frames and connections.
 */
function chatSources(chatScriptUrl: string | null): { script: string[]; other: string[] } {
  if (!chatScriptUrl) return { script: [], other: [] };
  const { origin } = new URL(chatScriptUrl);
  return { script: [origin], other: [origin] };
}

function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

function baseDirectives(options: SecurityHeadersOptions): Directives {
  const chat = chatSources(options.chatScriptUrl).other;
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chatSources(options.chatScriptUrl).script],
    // React renders style="" attributes and Radix adds a <style> while a dialog is open.
    'style-src': ["'self'", "'unsafe-inline'", ...chat],
    'img-src': ["'self'", 'data:', 'blob:', ...chat],
    'font-src': ["'self'", 'data:', ...chat],
    'connect-src': ["'self'", ...chat],
    'frame-src': ["'self'", ...chat],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (isHttps(options.publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** 'sha256-…' source expressions of the executable inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    // External scripts are allowed by origin; data blocks (JSON-LD) are never executed.
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of a server-rendered page: the base policy plus its inline scripts' hashes. */
export function pageContentSecurityPolicy(options: SecurityHeadersOptions, html: string): string {
  const directives = baseDirectives(options);
  directives['script-src'] = [...(directives['script-src'] ?? []), ...inlineScriptHashes(html)];
  return serialize(directives);
}

/** Sensitive browser features the shop never uses. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: baseDirectives(options) },
    // Cross-origin isolation would block the chat provider's resources for no gain here.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(options.publicUrl) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY).header('x-request-id', request.id);
  });
}
