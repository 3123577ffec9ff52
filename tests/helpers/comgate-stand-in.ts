// A local stand-in for Comgate's REST API v2.0, following the requests and answers the official
// SDK (comgate-payments/sdk-php) and apidoc.comgate.cz document — JSON bodies, Basic auth with
// merchant:secret, `{code, message, …}` answers with code 0 for success:
//
//   POST /v2.0/payment.json                 create → { code, message, transId, redirect }
//   GET  /v2.0/payment/transId/{id}.json    status → { code, transId, status, price, curr, test, … }
//   POST /v2.0/refund.json                  refund → { code, message } (1401 not paid, 1402 too much)
//   GET  /client/instructions/index?id=…    the payment page, with "Zaplatit" and "Zrušit"
//   POST /client/instructions/{pay|cancel}?id=…
//        the payer's choice: the state changes, the push (a form POST with merchant and secret,
//        apidoc.comgate.cz/en/push-notifikace) goes to `notifyUrl`, the browser is sent back to
//        the payment's url_paid / url_cancelled
//
// Told to misbehave: `badSecret` (pushes carry a wrong secret), `statusOverride` (the status call
// answers another state than the push said), `hang` (a call never answers), `cancelAtGateway`
// (Comgate cancels a payment, e.g. expired, and pushes CANCELLED). No test reaches the real Comgate.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type ComgateState = 'PENDING' | 'PAID' | 'CANCELLED' | 'AUTHORIZED';

export type StandInPayment = {
  transId: string;
  price: number;
  curr: string;
  label: string;
  refId: string;
  email: string;
  fullName: string;
  method: string;
  test: boolean;
  prepareOnly: string;
  state: ComgateState;
  urlPaid: string | null;
  urlCancelled: string | null;
  refunded: number;
};

export type StandInCall = { method: string; path: string; body: Record<string, unknown> | null; authorization: string | undefined };

export type ComgateStandIn = {
  /** The API base to give as COMGATE_URL. */
  apiUrl: string;
  /** The stand-in's own origin (its payment page lives there). */
  origin: string;
  merchant: string;
  secret: string;
  /** The shop's push URL (in reality set in Comgate's client portal). */
  notifyUrl: string | null;
  /** Pushes carry a wrong secret. */
  badSecret: boolean;
  /** The status call answers this state for a transId, whatever happened. */
  statusOverride: Map<string, ComgateState>;
  /** Calls that never answer (until close): 'create', 'status', 'refund'. */
  hang: Set<'create' | 'status' | 'refund'>;
  payments: Map<string, StandInPayment>;
  calls: StandInCall[];
  /** The pushes sent and the shop's HTTP answer to each. */
  pushes: { transId: string; status: ComgateState; answer: number; body: string }[];
  /** The payer pays or cancels (what the page's buttons do), the push included; resolves to the return URL. */
  decide(transId: string, state: 'PAID' | 'CANCELLED'): Promise<string | null>;
  /** Comgate cancels a pending payment itself (e.g. it expired) and pushes CANCELLED. */
  cancelAtGateway(transId: string): Promise<void>;
  close(): Promise<void>;
};

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function transactionId(): string {
  const part = () => randomBytes(3).toString('hex').toUpperCase().slice(0, 4);
  return `${part()}-${part()}-${part()}`;
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

const str = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
};

export async function startComgateStandIn(options: { merchant?: string; secret?: string } = {}): Promise<ComgateStandIn> {
  const merchant = options.merchant ?? '123456';
  const secret = options.secret ?? 'stand-in-secret-0123456789';
  const expectedAuth = `Basic ${Buffer.from(`${merchant}:${secret}`).toString('base64')}`;
  const hanging = new Set<http.ServerResponse>();

  async function push(payment: StandInPayment): Promise<void> {
    if (!standIn.notifyUrl) return;
    const form = new URLSearchParams({
      transId: payment.transId,
      merchant,
      test: payment.test ? 'true' : 'false',
      price: String(payment.price),
      curr: payment.curr,
      label: payment.label,
      refId: payment.refId,
      method: payment.method === 'ALL' ? 'CARD_CZ_CSOB_2' : payment.method,
      email: payment.email,
      fullName: payment.fullName,
      secret: standIn.badSecret ? `${secret}-wrong` : secret,
      status: payment.state,
    });
    const response = await fetch(standIn.notifyUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    standIn.pushes.push({ transId: payment.transId, status: payment.state, answer: response.status, body: await response.text() });
  }

  async function decide(transId: string, state: 'PAID' | 'CANCELLED'): Promise<string | null> {
    const payment = standIn.payments.get(transId);
    if (!payment) throw new Error(`unknown transId ${transId}`);
    if (payment.state !== 'PENDING') return state === 'PAID' ? payment.urlPaid : payment.urlCancelled;
    payment.state = state;
    await push(payment);
    return state === 'PAID' ? payment.urlPaid : payment.urlCancelled;
  }

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const json = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const hangIf = (call: 'create' | 'status' | 'refund') => {
      if (!standIn.hang.has(call)) return false;
      hanging.add(response);
      return true;
    };

    // The payer's page and buttons (no API credentials: the browser is there).
    if (url.pathname === '/client/instructions/index' && request.method === 'GET') {
      const payment = standIn.payments.get(url.searchParams.get('id') ?? '');
      if (!payment) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Platba nenalezena');
        return;
      }
      const action = (name: string) => `/client/instructions/${name}?id=${encodeURIComponent(payment.transId)}`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>Comgate (stand-in)</title></head>
<body><h1>Comgate — testovací náhrada</h1>
<p>Platba ${escape(payment.label)}, ${(payment.price / 100).toFixed(2)} ${escape(payment.curr)}</p>
${
  payment.state === 'PENDING'
    ? `<form method="post" action="${action('pay')}"><button type="submit">Zaplatit</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Zrušit</button></form>`
    : `<p>Stav platby: ${payment.state}</p>`
}
</body></html>`);
      return;
    }
    const choice = /^\/client\/instructions\/(pay|cancel)$/.exec(url.pathname);
    if (choice && request.method === 'POST') {
      const back = await decide(url.searchParams.get('id') ?? '', choice[1] === 'pay' ? 'PAID' : 'CANCELLED');
      response.writeHead(303, { location: back ?? '/' }).end();
      return;
    }

    // The API: JSON, Basic auth.
    let body: Record<string, unknown> | null = null;
    if (raw) {
      try {
        const parsed: unknown = JSON.parse(raw);
        body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null; // JSON.parse gives unknown; an object here
      } catch {
        return json(400, { code: 1400, message: 'Chybný formát požadavku' });
      }
    }
    standIn.calls.push({ method: request.method ?? '', path: url.pathname, body, authorization: request.headers.authorization });
    if (request.headers.authorization !== expectedAuth) return json(401, { code: 1400, message: 'Neplatné přihlášení obchodu' });

    if (url.pathname === '/v2.0/payment.json' && request.method === 'POST') {
      if (hangIf('create')) return;
      const b = body ?? {};
      const price = Number(str(b, 'price'));
      const label = str(b, 'label');
      const missing = ['price', 'curr', 'label', 'refId', 'email', 'method'].filter((key) => str(b, key) === '');
      if (missing.length > 0) return json(200, { code: 1400, message: `Chybí parametr: ${missing.join(', ')}` });
      if (!Number.isInteger(price) || price < 100) return json(200, { code: 1107, message: 'Cena není podporována' });
      if (label.length < 1 || label.length > 16) return json(200, { code: 1400, message: 'Label musí mít 1 až 16 znaků' });
      const transId = transactionId();
      standIn.payments.set(transId, {
        transId,
        price,
        curr: str(b, 'curr'),
        label,
        refId: str(b, 'refId'),
        email: str(b, 'email'),
        fullName: str(b, 'fullName'),
        method: str(b, 'method'),
        test: str(b, 'test') === 'true',
        prepareOnly: str(b, 'prepareOnly'),
        state: 'PENDING',
        urlPaid: str(b, 'url_paid') || null,
        urlCancelled: str(b, 'url_cancelled') || null,
        refunded: 0,
      });
      return json(200, { code: 0, message: 'OK', transId, redirect: `${standIn.origin}/client/instructions/index?id=${transId}` });
    }

    const status = /^\/v2\.0\/payment\/transId\/([^/]+)\.json$/.exec(url.pathname);
    if (status && request.method === 'GET') {
      if (hangIf('status')) return;
      const transId = decodeURIComponent(status[1] ?? '');
      const payment = standIn.payments.get(transId);
      if (!payment) return json(200, { code: 1400, message: 'Platba nenalezena' });
      return json(200, {
        code: 0,
        message: 'OK',
        merchant,
        test: payment.test ? 'true' : 'false',
        price: payment.price,
        curr: payment.curr,
        label: payment.label,
        refId: payment.refId,
        method: payment.method,
        email: payment.email,
        transId,
        status: standIn.statusOverride.get(transId) ?? payment.state,
      });
    }

    if (url.pathname === '/v2.0/refund.json' && request.method === 'POST') {
      if (hangIf('refund')) return;
      const b = body ?? {};
      const payment = standIn.payments.get(str(b, 'transId'));
      const amount = Number(str(b, 'amount'));
      if (!payment) return json(200, { code: 1400, message: 'Platba nenalezena' });
      if (payment.state !== 'PAID') return json(200, { code: 1401, message: `Vracená platba je ve stavu ${payment.state}` });
      if (!Number.isInteger(amount) || amount <= 0 || amount > payment.price - payment.refunded) return json(200, { code: 1402, message: 'Částka vrácení je vyšší než povolená' });
      payment.refunded += amount;
      return json(200, { code: 0, message: 'OK' });
    }

    return json(404, { code: 1400, message: 'Neznámá adresa' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // node:http types address() as string | AddressInfo | null
  const origin = `http://127.0.0.1:${port}`;
  const standIn: ComgateStandIn = {
    apiUrl: `${origin}/v2.0`,
    origin,
    merchant,
    secret,
    notifyUrl: null,
    badSecret: false,
    statusOverride: new Map(),
    hang: new Set(),
    payments: new Map(),
    calls: [],
    pushes: [],
    decide,
    async cancelAtGateway(transId) {
      const payment = standIn.payments.get(transId);
      if (!payment || payment.state !== 'PENDING') throw new Error(`cannot cancel ${transId}`);
      payment.state = 'CANCELLED';
      await push(payment);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
