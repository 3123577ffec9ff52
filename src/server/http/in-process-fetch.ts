import type { FastifyInstance } from 'fastify';

/**
 * A fetch that never leaves the process: server rendering calls the shop's own API through
 * Fastify's inject, carrying the visitor's cookies and access token. The host part is ignored.
 */
export function inProcessFetch(app: FastifyInstance, baseHeaders: Record<string, string>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = { ...baseHeaders };
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    return new Response(response.rawPayload.length ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: responseHeaders,
    });
  };
}
