// A local stand-in for ARES's REST API (GET /ekonomicke-subjekty/{ico}), serving the documented
// JSON shape: obchodniJmeno, sidlo { nazevObce, nazevUlice, cisloDomovni, cisloOrientacni, psc, … },
// dic. Unknown IČOs get ARES's 404; two IČOs misbehave on purpose: SLOW_ICO answers after
// `slowMs` (beyond the shop's 3 s), FAILING_ICO answers 500. No test ever reaches the real ARES.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Alza.cz a.s.: a street address with both house numbers, a VAT payer. */
export const ALZA_ICO = '27082440';
/** A company in a village without streets, not a VAT payer (valid check digit, invented). */
export const VILLAGE_ICO = '25596641';
/** Answers only after `slowMs`. */
export const SLOW_ICO = '45274649';
/** Answers 500. */
export const FAILING_ICO = '00177041';
/** A valid check digit that the stand-in does not know (404). */
export const UNKNOWN_ICO = '26168685';

export const ARES_SUBJECTS: Record<string, unknown> = {
  [ALZA_ICO]: {
    ico: ALZA_ICO,
    obchodniJmeno: 'Alza.cz a.s.',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      kodObce: 554782,
      nazevObce: 'Praha',
      nazevMestskeCastiObvodu: 'Praha 7',
      nazevCastiObce: 'Holešovice',
      nazevUlice: 'Jankovcova',
      cisloDomovni: 1522,
      typCisloDomovni: 1,
      cisloOrientacni: 53,
      psc: 17000,
      textovaAdresa: 'Jankovcova 1522/53, Holešovice, 17000 Praha 7',
    },
    pravniForma: '121',
    dic: 'CZ27082440',
    datumVzniku: '2003-08-26',
  },
  [VILLAGE_ICO]: {
    ico: VILLAGE_ICO,
    obchodniJmeno: 'Úklid Lhota s.r.o.',
    sidlo: { kodStatu: 'CZ', nazevObce: 'Lhota', nazevCastiObce: 'Lhota', cisloDomovni: 12, psc: 27714 },
    pravniForma: '112',
  },
  [SLOW_ICO]: { ico: SLOW_ICO, obchodniJmeno: 'ČEZ, a. s.', sidlo: { nazevObce: 'Praha', nazevUlice: 'Duhová', cisloDomovni: 1444, cisloOrientacni: 2, psc: 14000 }, dic: 'CZ45274649' },
};

export type AresStandIn = {
  /** The base URL to give as ARES_URL. */
  url: string;
  /** IČOs asked for, in order. */
  requests: string[];
  close(): Promise<void>;
};

export async function startAresStandIn(options: { slowMs?: number } = {}): Promise<AresStandIn> {
  const slowMs = options.slowMs ?? 4000;
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const match = /^\/rest\/ekonomicke-subjekty\/([^/?]+)$/.exec(request.url ?? '');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'GET' || !match) return json(404, { kod: 'NENALEZENO', popis: 'Neznámá adresa.' });
    const ico = decodeURIComponent(match[1] ?? '');
    requests.push(ico);
    if (ico === FAILING_ICO) return json(500, { kod: 'CHYBA_SERVERU', popis: 'Interní chyba serveru.' });
    const subject = ARES_SUBJECTS[ico];
    if (!subject) return json(404, { kod: 'NENALEZENO', subKod: 'VYSTUP_SUBJEKT_NENALEZEN', popis: 'Ekonomický subjekt nebyl nalezen.' });
    if (ico === SLOW_ICO) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) json(200, subject);
      }, slowMs);
      timers.add(timer);
      return undefined;
    }
    return json(200, subject);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // node:http types address() as string | AddressInfo | null
  return {
    url: `http://127.0.0.1:${port}/rest`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
